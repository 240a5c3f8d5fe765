import { useMemo, useState } from 'react';
import { Radio, Space, Table, Typography } from 'antd';
import {
  formatearFecha,
  formatearPesos,
  ordenarPor,
  sortsDesdeOrden,
  TablaInteligente,
  TablaServidor,
  type ColumnaTabla,
  type DireccionOrden,
} from '@portal/shared/client';
import { listarProductosDemo, productosDemo, type ProductoDemo } from './datosDemo.js';
import { MarcoStorybook } from './MarcoStorybook.js';

const COLUMNAS: ColumnaTabla<ProductoDemo>[] = [
  { campo: 'troquel', titulo: 'Troquel', tipo: 'numero', ancho: 110 },
  { campo: 'nombre', titulo: 'Producto', ordenable: true },
  { campo: 'laboratorio', titulo: 'Laboratorio', filtrable: true, ordenable: true },
  { campo: 'precio', titulo: 'Precio', tipo: 'numero', ordenable: true, render: (v) => formatearPesos(Number(v)) },
  { campo: 'stock', titulo: 'Stock', tipo: 'numero', ordenable: true },
  { campo: 'fechaAlta', titulo: 'Alta', tipo: 'fecha', ordenable: true, render: (v) => formatearFecha(String(v)) },
];

export function StorybookTablaLista() {
  const [cantidad, setCantidad] = useState(45);
  const filas = useMemo(() => productosDemo(cantidad), [cantidad]);
  return (
    <MarcoStorybook
      titulo="TablaInteligente"
      descripcion="Tabla sobre una lista ya cargada: paginación, orden y filtros por columna; con listas largas se desplaza en lugar de paginar."
    >
      <Space vertical style={{ width: '100%' }}>
        <Radio.Group value={cantidad} onChange={(e) => setCantidad(Number(e.target.value))} optionType="button">
          <Radio value={45}>45 filas</Radio>
          <Radio value={5000}>5000 filas (desplazamiento virtual)</Radio>
        </Radio.Group>
        <TablaInteligente columnas={COLUMNAS} filas={filas} claveFila="troquel" />
      </Space>
    </MarcoStorybook>
  );
}

export function StorybookTablaServidor() {
  return (
    <MarcoStorybook
      titulo="TablaServidor"
      descripcion="Tabla cuyas páginas llegan de una llamada al servidor que devuelve { items, total }, como apiClient.lista; el orden lo resuelve el servidor."
    >
      <TablaServidor columnas={COLUMNAS} request={listarProductosDemo} claveFila="troquel" ordenInicial="-fechaAlta" />
    </MarcoStorybook>
  );
}

const CAMPOS_ORDEN: { campo: keyof ProductoDemo; etiqueta: string; tipo: 'texto' | 'numero' | 'fecha' }[] = [
  { campo: 'nombre', etiqueta: 'Producto', tipo: 'texto' },
  { campo: 'precio', etiqueta: 'Precio', tipo: 'numero' },
  { campo: 'fechaAlta', etiqueta: 'Alta', tipo: 'fecha' },
];

export function StorybookOrdenamiento() {
  const [indice, setIndice] = useState(0);
  const [direccion, setDireccion] = useState<DireccionOrden>('ascend');
  const { campo, tipo } = CAMPOS_ORDEN[indice];
  const filas = useMemo(() => ordenarPor(productosDemo(8), campo, direccion, tipo), [campo, direccion, tipo]);
  return (
    <MarcoStorybook
      titulo="Ordenamiento"
      descripcion="Comparadores en español (sin distinguir acentos ni mayúsculas, números por valor), fechas y el valor sorts de las llamadas de listas."
    >
      <Space vertical style={{ width: '100%' }}>
        <Space wrap>
          <Radio.Group value={indice} onChange={(e) => setIndice(Number(e.target.value))} optionType="button">
            {CAMPOS_ORDEN.map((c, i) => (
              <Radio key={c.campo} value={i}>
                {c.etiqueta}
              </Radio>
            ))}
          </Radio.Group>
          <Radio.Group value={direccion} onChange={(e) => setDireccion(e.target.value as DireccionOrden)} optionType="button">
            <Radio value="ascend">Ascendente</Radio>
            <Radio value="descend">Descendente</Radio>
          </Radio.Group>
        </Space>
        <Typography.Text>
          Valor sorts: <Typography.Text code>{sortsDesdeOrden(campo, direccion)}</Typography.Text>
        </Typography.Text>
        <Table<ProductoDemo>
          size="small"
          rowKey="troquel"
          pagination={false}
          dataSource={filas}
          columns={[
            { key: 'nombre', dataIndex: 'nombre', title: 'Producto' },
            { key: 'precio', dataIndex: 'precio', title: 'Precio', align: 'right', render: (v: number) => formatearPesos(v) },
            { key: 'fechaAlta', dataIndex: 'fechaAlta', title: 'Alta', render: (v: string) => formatearFecha(v) },
          ]}
        />
      </Space>
    </MarcoStorybook>
  );
}
