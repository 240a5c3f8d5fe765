import { ClockCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { formatearCierre, formatearReloj } from './formatoHora.js';
import { useHoraServidor, type LectorInfoHoras } from './useHoraServidor.js';
import { CuentaRegresivaCierre } from './CuentaRegresivaCierre.js';

interface PropsRelojServidor {
  activo: boolean;
  leer?: LectorInfoHoras;
}

/** Server clock and the delivery-round closing: the counter staff decide by them when to confirm. */
export function RelojServidor({ activo, leer }: PropsRelojServidor) {
  const { hora, cierreReparto, repartoCerradoRecientemente } = useHoraServidor(activo, leer);
  if (hora === null) return null;
  return (
    <Space size="middle" wrap>
      <Typography.Text aria-label="Hora del servidor">
        <ClockCircleOutlined /> {formatearReloj(hora)}
      </Typography.Text>
      {cierreReparto !== null && <Typography.Text>Cierre de reparto: {formatearCierre(cierreReparto)}</Typography.Text>}
      {cierreReparto !== null && <CuentaRegresivaCierre hora={hora} cierre={cierreReparto} />}
      {repartoCerradoRecientemente && <Tag color="orange">Reparto cerrado recientemente</Tag>}
    </Space>
  );
}
