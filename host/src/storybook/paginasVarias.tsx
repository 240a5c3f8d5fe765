import { Card, Descriptions, Space } from 'antd';
import {
  formatearFecha,
  formatearFechaHora,
  formatearPesos,
  PaginaCargando,
  SeccionEnDesarrollo,
  TablaCargando,
  TarjetaCargando,
} from '@portal/shared/client';
import { MarcoStorybook } from './MarcoStorybook.js';

export function StorybookCargando() {
  return (
    <MarcoStorybook titulo="Estados de carga" descripcion="Lo que ve el usuario mientras llega una página, una tabla o una tarjeta.">
      <Space vertical style={{ width: '100%' }} size="large">
        <Card title="PaginaCargando">
          <PaginaCargando />
        </Card>
        <Card title="TablaCargando">
          <TablaCargando filas={4} />
        </Card>
        <Space wrap>
          <div style={{ width: 320 }}>
            <TarjetaCargando />
          </div>
          <div style={{ width: 320 }}>
            <TarjetaCargando conImagen />
          </div>
        </Space>
      </Space>
    </MarcoStorybook>
  );
}

const EJEMPLO_FECHA = '2026-11-22T13:45:00-03:00';

export function StorybookOtros() {
  return (
    <MarcoStorybook titulo="Otros" descripcion="Formatos de importes y fechas del portal, y la página de una sección en desarrollo.">
      <Space vertical style={{ width: '100%' }} size="large">
        <Descriptions column={1} bordered size="small" style={{ maxWidth: 520 }}>
          <Descriptions.Item label="formatearPesos(1234567.8)">{formatearPesos(1234567.8)}</Descriptions.Item>
          <Descriptions.Item label="formatearFecha">{formatearFecha(EJEMPLO_FECHA)}</Descriptions.Item>
          <Descriptions.Item label="formatearFechaHora">{formatearFechaHora(EJEMPLO_FECHA)}</Descriptions.Item>
          <Descriptions.Item label="formatearFecha(null)">{formatearFecha(null)}</Descriptions.Item>
        </Descriptions>
        <Card title="SeccionEnDesarrollo">
          <SeccionEnDesarrollo titulo="Ejemplo de sección" />
        </Card>
      </Space>
    </MarcoStorybook>
  );
}
