import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Progress, Space, Table, Typography, Upload } from 'antd';
import { BotonDescarga, formatearFechaHora, tamanoLegible } from '@portal/shared/client';
import type { FormatoArchivo, Producto } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito } from '../../carrito/index.js';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { rutaArchivoImportado, useArchivosImportados, useFormatoArchivo, type ArchivoGuardado } from './importador-api.js';
import { emparejarLineas, indexarCatalogo, type IndiceCatalogo } from './emparejar.js';
import { esAnchoFijo, interpretarArchivo, releerColumnas, type Interpretacion } from './leer-archivo.js';
import { leerContenido } from './leer-contenido.js';
import { ErrorArchivoImportado, tipoDeArchivo } from './lineas.js';
import { useImportacionStore } from './importacion-store.js';
import { describirAnchoFijo } from './descripcion-lectura.js';
import { VistaPreviaArchivo } from './VistaPreviaArchivo.js';

/** What files the importer takes, in the columns and characters a person sees in them. */
function AyudaArchivo({ formato }: { formato: FormatoArchivo }) {
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }}>
      Puede importar:
      <ul style={{ marginBottom: 0 }}>
        <li>
          una planilla (xlsx) o un texto (csv o txt) con columnas separadas por comas, punto y coma o tabulaciones: una columna con el troquel, el
          código de barras o el nombre del producto y otra con la cantidad, con o sin una fila de títulos;
        </li>
        {esAnchoFijo(formato) && (
          <li>
            el archivo de su sistema de farmacia ({formato.sistemaFarmacias}), de ancho fijo: {describirAnchoFijo(formato)}.
          </li>
        )}
      </ul>
      Antes de agregar nada al carrito se muestra cómo se leyó el archivo.
    </Typography.Paragraph>
  );
}

/** The pharmacy's latest imported files (kept when their lines went to the cart), each to download again. */
function ArchivosAnteriores() {
  const archivos = useArchivosImportados();
  if (archivos.isError) return <Alert type="warning" showIcon title="No se pudo obtener la lista de archivos importados." />;
  return (
    <Table<ArchivoGuardado>
      title={() => <Typography.Text strong>Últimos archivos importados</Typography.Text>}
      rowKey="id"
      size="small"
      loading={archivos.isLoading}
      dataSource={archivos.data}
      pagination={false}
      tableLayout="fixed"
      locale={{ emptyText: 'La farmacia todavía no importó archivos.' }}
      columns={[
        { title: 'Archivo', dataIndex: 'nombre', render: (nombre: string) => <span style={{ overflowWrap: 'anywhere' }}>{nombre}</span> },
        { title: 'Importado', dataIndex: 'fecha', width: 140, render: (fecha: string) => formatearFechaHora(fecha) },
        { title: 'Tamaño', dataIndex: 'tamano', align: 'right', width: 90, render: tamanoLegible },
        {
          title: '',
          key: 'descargar',
          width: 120,
          render: (_, a) => <BotonDescarga size="small" solicitud={{ path: rutaArchivoImportado(a.id) }} nombre={a.nombre} texto="Descargar" />,
        },
      ]}
    />
  );
}

type Espera = { resolver(productos: Producto[]): void; rechazar(error: Error): void };

/**
 * The catalogue the lines are matched against is the remote's cached one; a file chosen before it is read waits for it.
 * The latest state lives in a ref so that a wait started by an older render still sees the catalogue arrive.
 */
function useEsperarCatalogo(): () => Promise<Producto[]> {
  const { productos, error } = useCatalogo();
  const ultimo = useRef({ productos, error });
  ultimo.current = { productos, error };
  const esperas = useRef<Espera[]>([]);
  useEffect(() => {
    if (productos.size === 0 && error === null) return;
    for (const espera of esperas.current.splice(0)) {
      if (productos.size > 0) espera.resolver([...productos.values()]);
      else espera.rechazar(new ErrorArchivoImportado(error ?? 'No se pudo obtener el catálogo de productos.'));
    }
  }, [productos, error]);
  return () => {
    const actual = ultimo.current;
    if (actual.productos.size > 0) return Promise.resolve([...actual.productos.values()]);
    if (actual.error !== null) return Promise.reject(new ErrorArchivoImportado(actual.error));
    return new Promise((resolver, rechazar) => esperas.current.push({ resolver, rechazar }));
  };
}

interface ArchivoLeido {
  nombre: string;
  contenido: ArrayBuffer;
  catalogo: IndiceCatalogo;
  interpretacion: Interpretacion;
}

/**
 * /pedidos/importador/seleccionar-archivo: reads a txt, csv or xlsx order file, shows how it was understood (the user
 * may correct what a column holds) and then matches its lines against the catalogue; below, the pharmacy's latest
 * imported files. The cart panel stays beside.
 */
export default function SeleccionarArchivo() {
  const navegar = useNavigate();
  const formato = useFormatoArchivo();
  const esperarCatalogo = useEsperarCatalogo();
  const cargar = useImportacionStore((e) => e.cargar);
  const [progreso, setProgreso] = useState<{ porcentaje: number; paso: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leido, setLeido] = useState<ArchivoLeido | null>(null);

  async function leer(archivo: File) {
    setError(null);
    setLeido(null);
    try {
      // A file dropped the moment the page opens waits for the pharmacy's format instead of failing.
      const formatoFarmacia = formato.data ?? (await formato.refetch()).data;
      if (!formatoFarmacia) throw new ErrorArchivoImportado('No se pudo leer el formato de archivo de la farmacia. Intente nuevamente.');
      const tipo = tipoDeArchivo(archivo.name);
      setProgreso({ porcentaje: 10, paso: 'Leyendo el archivo…' });
      const contenido = await leerContenido(archivo);
      setProgreso({ porcentaje: 40, paso: 'Esperando el catálogo de productos…' });
      const catalogo = indexarCatalogo(await esperarCatalogo());
      setProgreso({ porcentaje: 70, paso: 'Reconociendo las columnas…' });
      const interpretacion = await interpretarArchivo(tipo, contenido, formatoFarmacia, catalogo);
      setLeido({ nombre: archivo.name, contenido, catalogo, interpretacion });
    } catch (e) {
      setError(e instanceof ErrorArchivoImportado ? e.message : 'No se pudo leer el archivo.');
    } finally {
      setProgreso(null);
    }
  }

  const continuar = () => {
    if (!leido) return;
    cargar(leido.nombre, leido.contenido, emparejarLineas(leido.interpretacion.lineas, leido.catalogo));
    navegar(routePath('lineas-archivo'));
  };

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={1}>Importar un pedido desde un archivo</Typography.Title>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {formato.data && <AyudaArchivo formato={formato.data} />}
          {formato.isError && <Alert type="error" showIcon title="No se pudo obtener el formato de archivo de la farmacia." />}
          {leido ? (
            <VistaPreviaArchivo
              archivo={leido.nombre}
              interpretacion={leido.interpretacion}
              onCambiarLectura={(lectura) =>
                setLeido((l) => (l && l.interpretacion.forma === 'columnas' ? { ...l, interpretacion: releerColumnas(l.interpretacion, lectura) } : l))
              }
              onContinuar={continuar}
              onElegirOtro={() => setLeido(null)}
            />
          ) : (
            <Upload.Dragger
              accept=".txt,.csv,.xlsx"
              multiple={false}
              showUploadList={false}
              disabled={!formato.data || progreso !== null}
              beforeUpload={(archivo) => {
                void leer(archivo);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-text">Arrastre el archivo aquí o haga clic para elegirlo</p>
              <p className="ant-upload-hint">Planillas xlsx y textos csv o txt.</p>
            </Upload.Dragger>
          )}
          {progreso && <Progress percent={progreso.porcentaje} status="active" format={() => progreso.paso} />}
          {error && <Alert type="error" showIcon title={error} />}
          <ArchivosAnteriores />
        </Space>
      </DisposicionConCarrito>
    </div>
  );
}
