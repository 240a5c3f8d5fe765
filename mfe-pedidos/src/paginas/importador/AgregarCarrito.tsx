import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { MAXIMO_LINEAS_CARRITO, type ResultadoLineaCarrito } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { sumarAlCarrito } from '../favoritos/carrito-api.js';
import { lineasParaCarrito, useImportacionStore } from './importacion-store.js';

async function importarEnTandas(lineas: { troquel: number; cantidad: number }[]): Promise<ResultadoLineaCarrito[]> {
  const resultados: ResultadoLineaCarrito[] = [];
  for (let i = 0; i < lineas.length; i += MAXIMO_LINEAS_CARRITO) resultados.push(...(await sumarAlCarrito(lineas.slice(i, i + MAXIMO_LINEAS_CARRITO))));
  return resultados;
}

/**
 * /pedidos/importador/agregar-carrito/{confirmar?}: without `confirmar`, what will go into the cart and the button that
 * sends it; with it, what the cart answered for each line.
 */
export default function AgregarCarrito() {
  const { confirmar } = useParams();
  const navegar = useNavigate();
  const { archivo, lineas, resultados, registrarResultados } = useImportacionStore();
  const nombres = new Map(lineas.flatMap((l) => (l.producto ? [[l.producto.troquel, l.producto.nombre] as const] : [])));
  const aAgregar = lineasParaCarrito(lineas);
  const importar = useMutation({
    mutationFn: () => importarEnTandas(aAgregar),
    onSuccess: (r) => {
      registrarResultados(r);
      navegar(routePath('agregar-carrito', { confirmar: 'confirmar' }));
    },
  });

  if (archivo === null) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="info" showIcon title="Todavía no eligió un archivo para importar." />
        <Link to={routePath('seleccionar-archivo')}>Elegir un archivo</Link>
      </div>
    );
  }

  if (confirmar !== undefined && resultados) {
    const agregadas = resultados.filter((r) => r.tipo !== 'error').length;
    return (
      <div data-remoto="mfe-pedidos">
        <Typography.Title level={2}>Resultado de la importación</Typography.Title>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type={agregadas === resultados.length ? 'success' : 'warning'}
            showIcon
            title={`${agregadas} de ${resultados.length} productos agregados al carrito.`}
          />
          <Table<ResultadoLineaCarrito>
            rowKey="troquel"
            dataSource={resultados}
            pagination={resultados.length > 100 ? { pageSize: 100 } : false}
            columns={[
              { title: 'Troquel', dataIndex: 'troquel' },
              { title: 'Producto', key: 'nombre', render: (_, r) => nombres.get(r.troquel) ?? '' },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
              { title: 'Resultado', dataIndex: 'mensaje' },
            ]}
          />
          <Space>
            <Link to={routePath('resumen-pedido')}>Ir al resumen del pedido</Link>
            <Link to={routePath('seleccionar-archivo')}>Importar otro archivo</Link>
          </Space>
        </Space>
      </div>
    );
  }

  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={2}>Agregar al carrito</Typography.Title>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>
          Se van a sumar al carrito {aAgregar.length} productos de {archivo}. Las líneas no encontradas no se agregan.
        </Typography.Text>
        <Table
          rowKey="troquel"
          dataSource={aAgregar}
          pagination={aAgregar.length > 100 ? { pageSize: 100 } : false}
          columns={[
            { title: 'Troquel', dataIndex: 'troquel' },
            { title: 'Producto', key: 'nombre', render: (_: unknown, l: { troquel: number }) => nombres.get(l.troquel) ?? '' },
            { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' as const },
          ]}
        />
        <Space>
          <Link to={routePath('lineas-archivo')}>Volver a las líneas</Link>
          <Button type="primary" disabled={aAgregar.length === 0 || importar.isPending} loading={importar.isPending} onClick={() => importar.mutate()}>
            Confirmar e importar
          </Button>
        </Space>
      </Space>
    </div>
  );
}
