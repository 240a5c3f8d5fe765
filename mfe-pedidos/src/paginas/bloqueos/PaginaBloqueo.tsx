import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Result, Space, Typography } from 'antd';
import { formatearSaldo, useSesion } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { leerFarmacia } from './bloqueos-api.js';

export interface PropsPaginaBloqueo {
  titulo: string;
  explicacion: ReactNode;
}

/** What the pharmacy owes: `GET /api/farmacia/{id}`'s `saldo` is minus the sum of its movements, negative when it owes. */
const deudaDeFarmacia = (saldo: number) => -saldo;

/** Why the pharmacy cannot order now, its balance, and what to do: call the distributor, or look at the current account. */
export function PaginaBloqueo({ titulo, explicacion }: PropsPaginaBloqueo) {
  const usuario = useSesion();
  const farmacia = useQuery({
    queryKey: ['pedidos', 'bloqueo', 'farmacia', usuario?.farmaciaId],
    enabled: usuario !== null,
    queryFn: () => leerFarmacia(usuario!.farmaciaId),
  });
  return (
    <div data-remoto="mfe-pedidos">
      <Result
        status="warning"
        title={
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {titulo}
          </Typography.Title>
        }
        subTitle={farmacia.data ? `${farmacia.data.nombre} · saldo de la cuenta corriente: ${formatearSaldo(deudaDeFarmacia(farmacia.data.saldo))}` : undefined}
        extra={
          <Space orientation="vertical">
            <Typography.Paragraph>{explicacion}</Typography.Paragraph>
            <Typography.Paragraph>
              Comuníquese con la distribuidora (administración de cuentas corrientes) para regularizar la situación de la farmacia.
            </Typography.Paragraph>
            {usuario?.permisos.cuentaCorriente && <Link to={routePath('cuenta-corriente-deuda')}>Ver la cuenta corriente</Link>}
          </Space>
        }
      />
    </div>
  );
}
