import { Space, Tag, Tooltip } from 'antd';
import { CloseCircleOutlined, ExperimentOutlined, GiftOutlined, NodeIndexOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { ETIQUETAS_NIVEL_STOCK, muestraBono, type NivelStock } from '@portal/shared/domain';
import type { Producto } from '@portal/shared/contracts';

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
    { activo: muestraBono(producto.flags), etiqueta: 'Bono', ayuda: 'Producto con bono', icono: <GiftOutlined />, color: 'magenta' },
  ];
  return (
    <Space size={2}>
      {indicadores
        .filter((i) => i.activo)
        .map((i) => (
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
