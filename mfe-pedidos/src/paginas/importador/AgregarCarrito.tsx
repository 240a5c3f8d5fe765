import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { BotonDescarga, ErrorApi, plural, segunCantidad } from '@portal/shared/client';
import type { Producto, ResultadoLineaCarrito } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito, useImportarAlCarrito } from '../../carrito/index.js';
import { MarcaBono } from '../comun/MarcaBono.js';
import { CLAVE_ARCHIVOS, guardarArchivoImportado, rutaArchivoImportado } from './importador-api.js';
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
  if (!copia) return null;
  if (!copia.guardado) return <Alert type="warning" showIcon title="No se guardó una copia del archivo importado." description={copia.error} />;
  const { guardado } = copia;
  return (
    <Space wrap>
      <BotonDescarga solicitud={{ path: rutaArchivoImportado(guardado.id) }} nombre={guardado.nombre} texto="Descargar el archivo importado" />
      <Typography.Text type="secondary">
        {guardado.nombre}, guardado con el número {guardado.id}
      </Typography.Text>
    </Space>
  );
}

/** A product's name with its bonus mark (SPEC §5). */
function NombreProducto({ producto }: { producto: Producto | undefined }) {
  if (!producto) return null;
  return (
    <Space size={4} wrap>
      {producto.nombre}
      <MarcaBono flags={producto.flags} />
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
  const productos = new Map(lineas.flatMap((l) => (l.producto ? [[l.producto.troquel, l.producto] as const] : [])));
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
          <Typography.Title level={1}>Resultado de la importación</Typography.Title>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Alert
              type={agregadas === resultados.length ? 'success' : 'warning'}
              showIcon
              title={`${agregadas} de ${resultados.length} ${segunCantidad(resultados.length, 'producto agregado', 'productos agregados')} al carrito.`}
            />
            <CopiaDelArchivo copia={copia} />
            <Table<ResultadoLineaCarrito>
              rowKey="troquel"
              dataSource={resultados}
              pagination={resultados.length > 100 ? { pageSize: 100 } : false}
              tableLayout="fixed"
              columns={[
                { title: 'Troquel', dataIndex: 'troquel', width: 96 },
                { title: 'Producto', key: 'nombre', render: (_, r) => <NombreProducto producto={productos.get(r.troquel)} /> },
                { title: 'Cantidad', dataIndex: 'cantidad', align: 'right', width: 90 },
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
        <Typography.Title level={1}>Agregar al carrito</Typography.Title>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text>
            Se van a sumar al carrito {plural(aAgregar.length, 'producto', 'productos')} de {archivo}. Las líneas no encontradas no se agregan.
          </Typography.Text>
          <Table
            rowKey="troquel"
            dataSource={aAgregar}
            pagination={aAgregar.length > 100 ? { pageSize: 100 } : false}
            tableLayout="fixed"
            columns={[
              { title: 'Troquel', dataIndex: 'troquel', width: 96 },
              { title: 'Producto', key: 'nombre', render: (_: unknown, l: { troquel: number }) => <NombreProducto producto={productos.get(l.troquel)} /> },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' as const, width: 90 },
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
