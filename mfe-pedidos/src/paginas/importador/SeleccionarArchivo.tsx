import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Progress, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatearFechaHora } from '@portal/shared/client';
import type { FormatoArchivo, Producto } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito } from '../../carrito/index.js';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { descargarArchivoImportado, useArchivosImportados, useFormatoArchivo, type ArchivoGuardado } from './archivos-api.js';
import { emparejarLineas, indexarCatalogo } from './emparejar.js';
import { leerArchivo } from './leer-archivo.js';
import { leerContenido } from './leer-contenido.js';
import { ErrorArchivoImportado, tipoDeArchivo } from './lineas.js';
import { useImportacionStore } from './importacion-store.js';

const CAMPOS: [keyof Omit<FormatoArchivo, 'sistemaFarmacias'>, string][] = [
  ['troquel', 'Troquel'],
  ['codigoBarras', 'Código de barras'],
  ['cantidad', 'Cantidad'],
  ['nroOrden', 'Número de orden'],
  ['nombreProducto', 'Nombre del producto'],
];

function DescripcionFormato({ formato }: { formato: FormatoArchivo }) {
  return (
    <Descriptions bordered size="small" column={1} title={`Formato del archivo (${formato.sistemaFarmacias})`}>
      {CAMPOS.map(([campo, etiqueta]) => (
        <Descriptions.Item key={campo} label={etiqueta}>
          {formato[campo].presente
            ? `txt: desde la posición ${formato[campo].indice + 1}, ${formato[campo].longitud} caracteres; csv y xlsx: columna ${formato[campo].indice + 1}`
            : 'No se usa'}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

const tamano = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toLocaleString('es-AR', { maximumFractionDigits: 1 })} KB`);

/** The pharmacy's latest imported files (kept when their lines went to the cart), each to download again. */
function ArchivosAnteriores() {
  const archivos = useArchivosImportados();
  const descargar = useMutation({ mutationFn: descargarArchivoImportado });
  if (archivos.isError) return <Alert type="warning" showIcon title="No se pudo obtener la lista de archivos importados." />;
  return (
    <Table<ArchivoGuardado>
      title={() => <Typography.Text strong>Últimos archivos importados</Typography.Text>}
      rowKey="id"
      size="small"
      loading={archivos.isLoading}
      dataSource={archivos.data}
      pagination={false}
      locale={{ emptyText: 'La farmacia todavía no importó archivos.' }}
      columns={[
        { title: 'Archivo', dataIndex: 'nombre' },
        { title: 'Importado', dataIndex: 'fecha', render: (fecha: string) => formatearFechaHora(fecha) },
        { title: 'Tamaño', dataIndex: 'tamano', align: 'right', render: tamano },
        {
          title: '',
          key: 'descargar',
          render: (_, a) => (
            <Button size="small" icon={<DownloadOutlined />} aria-label={`Descargar ${a.nombre}`} disabled={descargar.isPending} onClick={() => descargar.mutate(a)}>
              Descargar
            </Button>
          ),
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

/**
 * /pedidos/importador/seleccionar-archivo: reads a txt, csv or xlsx order file and matches its lines against the
 * catalogue; below, the pharmacy's latest imported files. The cart panel stays beside.
 */
export default function SeleccionarArchivo() {
  const navegar = useNavigate();
  const formato = useFormatoArchivo();
  const esperarCatalogo = useEsperarCatalogo();
  const cargar = useImportacionStore((e) => e.cargar);
  const [progreso, setProgreso] = useState<{ porcentaje: number; paso: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function importar(archivo: File) {
    setError(null);
    try {
      if (!formato.data) throw new ErrorArchivoImportado('Todavía no se leyó el formato de archivo de la farmacia.');
      const tipo = tipoDeArchivo(archivo.name);
      setProgreso({ porcentaje: 10, paso: 'Leyendo el archivo…' });
      const contenido = await leerContenido(archivo);
      setProgreso({ porcentaje: 30, paso: 'Esperando el catálogo de productos…' });
      const productos = await esperarCatalogo();
      setProgreso({ porcentaje: 50, paso: 'Interpretando y emparejando las líneas…' });
      const inicio = performance.now();
      const leidas = await leerArchivo(tipo, contenido, formato.data);
      if (leidas.length === 0) throw new ErrorArchivoImportado('El archivo no tiene líneas con una cantidad y un producto.');
      const lineas = emparejarLineas(leidas, indexarCatalogo(productos));
      cargar(archivo.name, contenido, lineas, Math.round(performance.now() - inicio));
      setProgreso({ porcentaje: 100, paso: 'Listo' });
      navegar(routePath('lineas-archivo'));
    } catch (e) {
      setProgreso(null);
      setError(e instanceof ErrorArchivoImportado ? e.message : 'No se pudo leer el archivo.');
    }
  }

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={2}>Importar un pedido desde un archivo</Typography.Title>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {formato.data && <DescripcionFormato formato={formato.data} />}
          {formato.isError && <Alert type="error" showIcon title="No se pudo obtener el formato de archivo de la farmacia." />}
          <Upload.Dragger
            accept=".txt,.csv,.xlsx"
            multiple={false}
            showUploadList={false}
            disabled={!formato.data || progreso !== null}
            beforeUpload={(archivo) => {
              void importar(archivo);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-text">Arrastre el archivo aquí o haga clic para elegirlo</p>
            <p className="ant-upload-hint">Archivos txt (ancho fijo), csv o xlsx.</p>
          </Upload.Dragger>
          {progreso && <Progress percent={progreso.porcentaje} status="active" format={() => progreso.paso} />}
          {error && <Alert type="error" showIcon title={error} />}
          <ArchivosAnteriores />
        </Space>
      </DisposicionConCarrito>
    </div>
  );
}
