import { useState } from 'react';
import { Alert, Space, Upload } from 'antd';
import { ErrorExcel, leerFilasExcel, type FilaExcel } from './leerExcel.js';

export interface PropsImportarExcel {
  onImportar(filas: FilaExcel[], archivo: File): void;
  texto?: string;
}

const TIPOS_EXCEL = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Picks or drops an .xlsx file and hands its rows (keyed by the first row's titles) to `onImportar`. */
export function ImportarExcel({ onImportar, texto = 'Arrastre una planilla de Excel (.xlsx) o haga clic para elegirla' }: PropsImportarExcel) {
  const [leyendo, setLeyendo] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leer = async (archivo: File) => {
    setLeyendo(true);
    setError(null);
    try {
      onImportar(await leerFilasExcel(await archivo.arrayBuffer()), archivo);
    } catch (e) {
      setError(e instanceof ErrorExcel ? e.message : 'No se pudo leer la planilla.');
    } finally {
      setLeyendo(false);
    }
  };

  return (
    <Space vertical style={{ width: '100%' }}>
      <Upload.Dragger
        accept={TIPOS_EXCEL}
        multiple={false}
        showUploadList={false}
        disabled={leyendo}
        // The file is read in the page: nothing is uploaded.
        beforeUpload={(archivo) => {
          void leer(archivo);
          return false;
        }}
      >
        <p>{leyendo ? 'Leyendo la planilla…' : texto}</p>
      </Upload.Dragger>
      {error && <Alert type="error" showIcon title={error} />}
    </Space>
  );
}
