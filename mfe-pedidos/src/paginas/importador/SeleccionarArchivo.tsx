import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Descriptions, Progress, Space, Typography, Upload } from 'antd';
import type { FormatoArchivo } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { useCatalogoImportador, useFormatoArchivo } from './catalogo-importador.js';
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

/** /pedidos/importador/seleccionar-archivo: reads a txt, csv or xlsx order file and matches its lines against the catalogue. */
export default function SeleccionarArchivo() {
  const navegar = useNavigate();
  const formato = useFormatoArchivo();
  const catalogo = useCatalogoImportador();
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
      const productos = catalogo.data ?? (await catalogo.refetch()).data;
      if (!productos) throw new ErrorArchivoImportado('No se pudo obtener el catálogo de productos.');
      setProgreso({ porcentaje: 50, paso: 'Interpretando y emparejando las líneas…' });
      const inicio = performance.now();
      const leidas = await leerArchivo(tipo, contenido, formato.data);
      if (leidas.length === 0) throw new ErrorArchivoImportado('El archivo no tiene líneas con una cantidad y un producto.');
      const lineas = emparejarLineas(leidas, indexarCatalogo(productos));
      cargar(archivo.name, lineas, Math.round(performance.now() - inicio));
      setProgreso({ porcentaje: 100, paso: 'Listo' });
      navegar(routePath('lineas-archivo'));
    } catch (e) {
      setProgreso(null);
      setError(e instanceof ErrorArchivoImportado ? e.message : 'No se pudo leer el archivo.');
    }
  }

  return (
    <div data-remoto="mfe-pedidos">
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
      </Space>
    </div>
  );
}
