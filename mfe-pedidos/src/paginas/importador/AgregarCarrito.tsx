import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ErrorApi } from '@portal/shared/client';
import type { ResultadoLineaCarrito } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito, useImportarAlCarrito } from '../../carrito/index.js';
import { CLAVE_ARCHIVOS, descargarArchivoImportado, guardarArchivoImportado } from './archivos-api.js';
import { lineasParaCarrito, useImportacionStore, type CopiaArchivo } from './importacion-store.js';

const mensajeDe = (error: unknown): string => (error instanceof ErrorApi ? error.mensajeServidor : 'No se pudo conectar con el servidor.');

/** The original file goes to the server beside the lines; its failure never holds back the cart. */
async function guardarCopia(nombre: string, contenido: ArrayBuffer | null): Promise<CopiaArchivo> {
  if (!contenido) return { guardado: null, error: 'El archivo ya no está disponible en esta página.' };
  try {
    return { guardado: await guardarArchivoImportado(nombre, contenido), error: null };
  } catch (error) {
    return { guardado: null, error: mensajeDe(error) };
  }
}

function CopiaDelArchivo({ copia }: { copia: CopiaArchivo | null }) {
  const descargar = useMutation({ mutationFn: descargarArchivoImportado });
  if (!copia) return null;
  if (!copia.guardado) return <Alert type="warning" showIcon title="No se guardó una copia del archivo importado." description={copia.error} />;
  const { guardado } = copia;
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={descargar.isPending} onClick={() => descargar.mutate(guardado)}>
        Descargar el archivo importado
      </Button>
      <Typography.Text type="secondary">
        {guardado.nombre}, guardado con el número {guardado.id}
      </Typography.Text>
    </Space>
  );
}

/**
 * /pedidos/importador/agregar-carrito/{confirmar?}: without `confirmar`, what will go into the cart and the button that
 * sends it (and keeps the original file on the server); with it, what the cart answered for each line and the
 * download of the kept file. The cart panel stays beside.
 */
export default function AgregarCarrito() {
  const { confirmar } = useParams();
  const navegar = useNavigate();
  const cliente = useQueryClient();
  const { importar } = useImportarAlCarrito();
  const { archivo, contenido, lineas, resultados, copia, registrarResultados } = useImportacionStore();
  const nombres = new Map(lineas.flatMap((l) => (l.producto ? [[l.producto.troquel, l.producto.nombre] as const] : [])));
  const aAgregar = lineasParaCarrito(lineas);
  const enviar = useMutation({
    mutationFn: () => Promise.all([importar(aAgregar), guardarCopia(archivo ?? '', contenido)]),
    onSuccess: ([r, c]) => {
      registrarResultados(r, c);
      void cliente.invalidateQueries({ queryKey: CLAVE_ARCHIVOS });
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
        <DisposicionConCarrito>
          <Typography.Title level={2}>Resultado de la importación</Typography.Title>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Alert
              type={agregadas === resultados.length ? 'success' : 'warning'}
              showIcon
              title={`${agregadas} de ${resultados.length} productos agregados al carrito.`}
            />
            <CopiaDelArchivo copia={copia} />
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
        </DisposicionConCarrito>
      </div>
    );
  }

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
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
            <Button type="primary" disabled={aAgregar.length === 0 || enviar.isPending} loading={enviar.isPending} onClick={() => enviar.mutate()}>
              Confirmar e importar
            </Button>
          </Space>
        </Space>
      </DisposicionConCarrito>
    </div>
  );
}
