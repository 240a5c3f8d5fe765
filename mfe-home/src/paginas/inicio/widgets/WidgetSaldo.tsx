import { Link } from 'react-router-dom';
import { Statistic, Typography } from 'antd';
import { formatearFecha, formatearPesos, formatearSaldo } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import type { ComposicionDeuda } from '@portal/shared/contracts';
import { EstadoWidget } from './EstadoWidget.js';
import { useComposicionDeuda } from './widgets-api.js';

/** The earliest due date, from today on, of what is still owed. */
export const proximoVencimiento = (d: ComposicionDeuda): string | null =>
  d.impagos
    .filter((i) => i.pendiente > 0 && i.fechaVencimiento !== null && i.fechaVencimiento >= d.hoy)
    .map((i) => i.fechaVencimiento!)
    .sort()[0] ?? null;

/** Debt, overdue amount and the next due date, with a link to the current account. */
export default function WidgetSaldo() {
  const consulta = useComposicionDeuda();
  return (
    <EstadoWidget consulta={consulta} textoVacio="">
      {(d) => {
        const vence = proximoVencimiento(d);
        return (
          <>
            {/* The composition's balance is the sum of the movements: positive when the pharmacy owes. */}
            <Statistic title="Saldo" value={formatearSaldo(d.saldo)} />
            <Typography.Paragraph>
              Vencido: <strong>{formatearPesos(d.vencido)}</strong>
              <br />
              Próximo vencimiento: <strong>{vence ? formatearFecha(vence) : 'sin vencimientos pendientes'}</strong>
            </Typography.Paragraph>
            <Link to={routePath('cuenta-corriente-deuda')}>Ver la cuenta corriente</Link>
          </>
        );
      }}
    </EstadoWidget>
  );
}
