import { ClockCircleOutlined } from '@ant-design/icons';
import { Grid, Space, Tag, Typography } from 'antd';
import { formatearCierre, formatearReloj } from './formatoHora.js';
import { useHoraServidor, type LectorInfoHoras } from './useHoraServidor.js';
import { CuentaRegresivaCierre } from './CuentaRegresivaCierre.js';

interface PropsRelojServidor {
  activo: boolean;
  leer?: LectorInfoHoras;
}

/**
 * Server clock and the delivery-round closing: the counter staff decide by them when to confirm. It stays on one line:
 * below antd's `xl` (1200 px, where the open menu leaves the header about 700 px) the closing is labelled "Cierre" and
 * the notice of a round that just closed says only "Reparto cerrado".
 */
export function RelojServidor({ activo, leer }: PropsRelojServidor) {
  const { hora, cierreReparto, repartoCerradoRecientemente } = useHoraServidor(activo, leer);
  const amplia = Grid.useBreakpoint().xl === true;
  if (hora === null) return null;
  return (
    <Space size="middle" style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text aria-label="Hora del servidor">
        <ClockCircleOutlined /> {formatearReloj(hora)}
      </Typography.Text>
      {cierreReparto !== null && (
        <Typography.Text title="Cierre del próximo reparto de su farmacia">
          {amplia ? 'Cierre de reparto' : 'Cierre'}: {formatearCierre(cierreReparto, hora, !amplia)}
        </Typography.Text>
      )}
      {cierreReparto !== null && <CuentaRegresivaCierre hora={hora} cierre={cierreReparto} />}
      {repartoCerradoRecientemente && (
        <Tag color="orange" title="Reparto cerrado recientemente">
          {amplia ? 'Reparto cerrado recientemente' : 'Reparto cerrado'}
        </Tag>
      )}
    </Space>
  );
}
