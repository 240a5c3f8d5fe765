import type { ReactNode } from 'react';
import { Menu, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { routePath, type NombreRuta } from '@portal/shared/domain';

const PAGINAS: { nombre: NombreRuta; etiqueta: string }[] = [
  { nombre: 'storybook-smart-table-array', etiqueta: 'Tabla sobre una lista' },
  { nombre: 'storybook-smart-table-promise', etiqueta: 'Tabla paginada en el servidor' },
  { nombre: 'storybook-sorting', etiqueta: 'Ordenamiento' },
  { nombre: 'storybook-importar-excel', etiqueta: 'Importar Excel' },
  { nombre: 'storybook-ingreso-lotes', etiqueta: 'Ingreso de lotes' },
  { nombre: 'storybook-select-number', etiqueta: 'Selector de cantidad' },
  { nombre: 'storybook-loading', etiqueta: 'Estados de carga' },
  { nombre: 'storybook-others', etiqueta: 'Otros' },
];

/** The component test area (public): a tab per shared component, each showing it live. */
export function MarcoStorybook({ titulo, descripcion, children }: { titulo: string; descripcion: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <section>
      <Typography.Title level={1}>Componentes del portal</Typography.Title>
      <Menu
        mode="horizontal"
        aria-label="Componentes"
        selectedKeys={[pathname]}
        items={PAGINAS.map(({ nombre, etiqueta }) => ({ key: routePath(nombre), label: <Link to={routePath(nombre)}>{etiqueta}</Link> }))}
      />
      <Typography.Title level={3} style={{ marginTop: 24 }}>
        {titulo}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{descripcion}</Typography.Paragraph>
      {children}
    </section>
  );
}
