import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito } from '../../carrito/index.js';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import type { LineaEmparejada, ModoEmparejado } from './emparejar.js';
import { useImportacionStore } from './importacion-store.js';
import { SelectorProducto } from './SelectorProducto.js';

const ETIQUETAS_MODO: Record<ModoEmparejado, string> = {
  troquel: 'Por troquel',
  codigoBarras: 'Por código de barras',
  nombre: 'Por nombre',
  manual: 'Elegido a mano',
};

/** /pedidos/importador/lineas-archivo: each line of the file with the product it matched; unmatched lines are fixed by hand. */
export default function LineasArchivo() {
  const navegar = useNavigate();
  const { archivo, lineas, duracionMs, elegirProducto, cambiarCantidad, quitar } = useImportacionStore();
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
        <Typography.Title level={2}>Líneas de {archivo}</Typography.Title>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type={encontradas === lineas.length ? 'success' : 'warning'}
            showIcon
            title={`${encontradas} de ${lineas.length} líneas encontradas en el catálogo.`}
            description={duracionMs === null ? undefined : `Leídas y emparejadas en ${duracionMs} ms.`}
          />
          <Table<LineaEmparejada>
            rowKey="nro"
            dataSource={lineas}
            pagination={lineas.length > 100 ? { pageSize: 100 } : false}
            columns={[
              { title: 'Línea', dataIndex: 'nro' },
              {
                title: 'En el archivo',
                key: 'archivo',
                render: (_, l) => [l.troquel, l.codigoBarras, l.nombre].filter((v) => v !== null).join(' · '),
              },
              {
                title: 'Cantidad',
                key: 'cantidad',
                render: (_, l) => (
                  <InputNumber
                    min={1}
                    max={99_999}
                    precision={0}
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
                    <>
                      {l.producto.nombre} ({l.producto.troquel}) {l.modo && <Tag>{ETIQUETAS_MODO[l.modo]}</Tag>}
                    </>
                  ) : (
                    <Space>
                      <Tag color="red">No encontrado</Tag>
                      <SelectorProducto productos={listaProductos} etiqueta={`Producto de la línea ${l.nro}`} onElegir={(p) => elegirProducto(l.nro, p)} />
                    </Space>
                  ),
              },
              {
                title: '',
                key: 'quitar',
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
