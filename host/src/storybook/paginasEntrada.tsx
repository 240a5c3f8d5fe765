import { useState } from 'react';
import { Card, Descriptions, Space, Table, Typography } from 'antd';
import { ImportarExcel, IngresoLotes, SelectorNumero, type FilaExcel } from '@portal/shared/client';
import { MarcoStorybook } from './MarcoStorybook.js';

export function StorybookImportarExcel() {
  const [resultado, setResultado] = useState<{ archivo: string; filas: FilaExcel[] } | null>(null);
  const columnas = resultado && resultado.filas.length > 0 ? Object.keys(resultado.filas[0]) : [];
  return (
    <MarcoStorybook
      titulo="ImportarExcel"
      descripcion="Lee en el navegador la primera hoja de una planilla .xlsx; la primera fila da los títulos de las columnas."
    >
      <Space vertical style={{ width: '100%' }}>
        <ImportarExcel onImportar={(filas, archivo) => setResultado({ archivo: archivo.name, filas })} />
        {resultado && (
          <>
            <Typography.Text>
              {resultado.archivo}: {resultado.filas.length} filas
            </Typography.Text>
            <Table<FilaExcel & { clave: number }>
              size="small"
              rowKey="clave"
              dataSource={resultado.filas.map((fila, clave) => ({ ...fila, clave }))}
              columns={columnas.map((c) => ({ key: c, dataIndex: c, title: c }))}
            />
          </>
        )}
      </Space>
    </MarcoStorybook>
  );
}

export function StorybookIngresoLotes() {
  const [lotes, setLotes] = useState<string[]>([]);
  const [series, setSeries] = useState<string[]>([]);
  return (
    <MarcoStorybook
      titulo="IngresoLotes"
      descripcion="Cada lote o número de serie se normaliza (sin espacios ni ceros a la izquierda, en mayúsculas) y un valor repetido se rechaza."
    >
      <Space wrap align="start" size="large">
        <Card title="Lotes (hasta 3)" style={{ width: 360 }}>
          <IngresoLotes lotes={lotes} onChange={setLotes} maximo={3} />
        </Card>
        <Card title="Números de serie" style={{ width: 360 }}>
          <IngresoLotes lotes={series} onChange={setSeries} tipo="serie" />
        </Card>
      </Space>
    </MarcoStorybook>
  );
}

export function StorybookSelectorNumero() {
  const [unidades, setUnidades] = useState(1);
  const [cajas, setCajas] = useState(6);
  return (
    <MarcoStorybook
      titulo="SelectorNumero"
      descripcion="Cantidad con botones para pantallas táctiles; el valor siempre queda en un múltiplo aceptado y dentro de los límites."
    >
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 520 }}>
        <Descriptions.Item label="Unidades (0 a 99)">
          <Space>
            <SelectorNumero valor={unidades} onChange={setUnidades} max={99} etiqueta="Unidades" />
            <Typography.Text>{unidades}</Typography.Text>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Cajas de 6 (hasta 60)">
          <Space>
            <SelectorNumero valor={cajas} onChange={setCajas} multiplo={6} max={60} etiqueta="Cajas" />
            <Typography.Text>{cajas}</Typography.Text>
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </MarcoStorybook>
  );
}
