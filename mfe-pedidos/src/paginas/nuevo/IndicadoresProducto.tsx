import { Space, Tag, Tooltip } from 'antd';
import { CloseCircleOutlined, ExperimentOutlined, NodeIndexOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { ETIQUETAS_NIVEL_STOCK, type NivelStock } from '@portal/shared/domain';
import type { Producto } from '@portal/shared/contracts';
import { etiquetasBono, MarcaBono } from '../comun/MarcaBono.js';

/** A snowflake without an icon package of its own: the unicode one reads the same. */
const Copo = () => <span aria-hidden>❄</span>;

interface Indicador {
  activo: boolean;
  etiqueta: string;
  ayuda: string;
  icono: React.ReactNode;
  color: string;
}

export function IndicadoresProducto({ producto }: { producto: Producto }) {
  const indicadores: Indicador[] = [
    { activo: producto.refrigerado, etiqueta: 'Refrigerado', ayuda: 'Requiere cadena de frío', icono: <Copo />, color: 'blue' },
    { activo: producto.psicofarmaco, etiqueta: 'Psicofármaco', ayuda: 'Psicofármaco: venta bajo receta archivada', icono: <ExperimentOutlined />, color: 'volcano' },
    { activo: producto.trazable, etiqueta: 'Trazable', ayuda: 'Producto trazable (ANMAT)', icono: <NodeIndexOutlined />, color: 'geekblue' },
    { activo: producto.aptoCeliaco, etiqueta: 'Apto celíacos', ayuda: 'Apto para celíacos (sin TACC)', icono: <SafetyCertificateOutlined />, color: 'green' },
    { activo: producto.noSeFabricaMas, etiqueta: 'No se fabrica más', ayuda: 'El laboratorio discontinuó este producto', icono: <CloseCircleOutlined />, color: 'default' },
  ];
  const activos = indicadores.filter((i) => i.activo);
  if (activos.length === 0 && etiquetasBono(producto.flags).length === 0) return null;
  return (
    // Marks wrap onto another line rather than being cut: the row grows to hold them.
    <Space size={[4, 4]} wrap style={{ marginTop: 2 }}>
      <MarcaBono flags={producto.flags} />
      {activos.map((i) => (
          <Tooltip key={i.etiqueta} title={i.ayuda}>
            <Tag color={i.color} icon={i.icono}>
              {i.etiqueta}
            </Tag>
          </Tooltip>
        ))}
    </Space>
  );
}

const COLORES_STOCK: Record<NivelStock, string> = { falta: 'red', normal: 'green', minimo: 'orange', critico: 'volcano', desconocido: 'default' };

export function EtiquetaStock({ nivel }: { nivel: NivelStock }) {
  return <Tag color={COLORES_STOCK[nivel]}>{ETIQUETAS_NIVEL_STOCK[nivel]}</Tag>;
}
