import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { plural } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito } from '../../carrito/index.js';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import type { LineaEmparejada, ModoEmparejado } from './emparejar.js';
import { useImportacionStore } from './importacion-store.js';
import { SelectorProducto } from './SelectorProducto.js';
import { CampoCantidad } from '../comun/CampoCantidad.js';
import { MarcaBono } from '../comun/MarcaBono.js';

const ETIQUETAS_MODO: Record<ModoEmparejado, string> = {
  troquel: 'Por troquel',
  codigoBarras: 'Por código de barras',
  nombre: 'Por nombre',
  manual: 'Elegido a mano',
};

/** /pedidos/importador/lineas-archivo: each line of the file with the product it matched; unmatched lines are fixed by hand. */
export default function LineasArchivo() {
  const navegar = useNavigate();
  const { archivo, lineas, elegirProducto, cambiarCantidad, quitar } = useImportacionStore();
  const { productos } = useCatalogo();
  const listaProductos = useMemo(() => [...productos.values()], [productos]);
  if (archivo === null) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="info" showIcon title="Todavía no eligió un archivo para importar." />
        <Link to={routePath('seleccionar-archivo')}>Elegir un archivo</Link>
      </div>
    );
  }
  const encontradas = lineas.filter((l) => l.producto !== null).length;
  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={1}>Líneas de {archivo}</Typography.Title>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type={encontradas === lineas.length ? 'success' : 'warning'}
            showIcon
            title={`${encontradas} de ${plural(lineas.length, 'línea encontrada', 'líneas encontradas')} en el catálogo.`}
            description={encontradas < lineas.length ? 'Elija a mano el producto de cada línea no encontrada, o quítela.' : undefined}
          />
          <Table<LineaEmparejada>
            rowKey="nro"
            dataSource={lineas}
            pagination={lineas.length > 100 ? { pageSize: 100 } : false}
            // Fixed widths for the short columns, the product wrapping in the rest: "Quitar" stays in sight beside the cart.
            tableLayout="fixed"
            columns={[
              { title: 'Línea', dataIndex: 'nro', width: 64 },
              {
                title: 'En el archivo',
                key: 'archivo',
                width: 140,
                render: (_, l) => <span style={{ overflowWrap: 'anywhere' }}>{[l.troquel, l.codigoBarras, l.nombre].filter((v) => v !== null).join(' · ')}</span>,
              },
              {
                title: 'Cantidad',
                key: 'cantidad',
                width: 104,
                render: (_, l) => (
                  <CampoCantidad
                    min={1}
                    style={{ width: '100%' }}
                    value={l.cantidad}
                    aria-label={`Cantidad de la línea ${l.nro}`}
                    onChange={(v) => v !== null && cambiarCantidad(l.nro, v)}
                  />
                ),
              },
              {
                title: 'Producto',
                key: 'producto',
                render: (_, l) =>
                  l.producto ? (
                    <Space size={4} wrap>
                      <span>{`${l.producto.nombre} (${l.producto.troquel})`}</span>
                      <MarcaBono flags={l.producto.flags} />
                      {l.modo && <Tag>{ETIQUETAS_MODO[l.modo]}</Tag>}
                    </Space>
                  ) : (
                    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                      <Tag color="red">No encontrado</Tag>
                      <SelectorProducto productos={listaProductos} etiqueta={`Producto de la línea ${l.nro}`} onElegir={(p) => elegirProducto(l.nro, p)} />
                    </Space>
                  ),
              },
              {
                title: '',
                key: 'quitar',
                width: 88,
                render: (_, l) => (
                  <Button size="small" danger onClick={() => quitar(l.nro)} aria-label={`Quitar la línea ${l.nro}`}>
                    Quitar
                  </Button>
                ),
              },
            ]}
          />
          <Space>
            <Link to={routePath('seleccionar-archivo')}>Elegir otro archivo</Link>
            <Button type="primary" disabled={encontradas === 0} onClick={() => navegar(routePath('agregar-carrito'))}>
              Siguiente
            </Button>
          </Space>
        </Space>
      </DisposicionConCarrito>
    </div>
  );
}
