import { useState } from 'react';
import { Card, Descriptions, Space, Table, Typography } from 'antd';
import { ImportarExcel, IngresoLotes, SelectorNumero, type EntradaLote, type FilaExcel } from '@portal/shared/client';
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

/** Parameters 305–307 as the demo seeds them. */
const PARAMETROS_LOTES = { longitudMinimaNroSerie: 8, longitudMaximaNroSerie: 20, longitudMaximaNroLote: 20 };
/** Stands for the server's check: a serial ending in 0 was never shipped (state 4), any other was. */
const verificarEjemplo = async (valor: string) => ({ valor, estado: valor.endsWith('0') ? 4 : 9, lote: 'L12342611' });

export function StorybookIngresoLotes() {
  const [lotes, setLotes] = useState<EntradaLote[]>([]);
  const [series, setSeries] = useState<EntradaLote[]>([]);
  const [vencidos, setVencidos] = useState<EntradaLote[]>([]);
  return (
    <MarcoStorybook
      titulo="IngresoLotes"
      descripcion="La misma carga de lotes y números de serie de las devoluciones: cada valor se normaliza (sin espacios ni ceros a la izquierda, en mayúsculas) y se controla con las reglas de la especificación; un lote repetido suma unidades y queda marcado, una serie repetida se rechaza."
    >
      <Space wrap align="start" size="large">
        <Card title="Lotes (3 unidades)" style={{ width: 380 }}>
          <IngresoLotes entradas={lotes} onChange={setLotes} parametros={PARAMETROS_LOTES} maximo={3} pedirUnidades etiqueta="de ejemplo" />
        </Card>
        <Card title="Números de serie (terminados en 0: no despachados)" style={{ width: 380 }}>
          <IngresoLotes entradas={series} onChange={setSeries} parametros={PARAMETROS_LOTES} tipo="serie" verificar={verificarEjemplo} etiqueta="de ejemplo" />
        </Card>
        <Card title="Lotes con vencimiento (vencidos)" style={{ width: 380 }}>
          <IngresoLotes entradas={vencidos} onChange={setVencidos} parametros={PARAMETROS_LOTES} pedirVencimiento etiqueta="vencido de ejemplo" />
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
