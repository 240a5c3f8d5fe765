import { Alert, Radio, Space, Tag, Typography } from 'antd';
import type { TurnoDisponible } from '@portal/shared/contracts';
import { textoCierre } from '../comun/textoCierre.js';

export interface PropsEleccionTurno {
  turnos: readonly TurnoDisponible[] | undefined;
  elegido: number | null;
  onElegir(turnoId: number): void;
}

/**
 * The delivery shift, chosen by the user: none is taken for them. The next one to close (the list comes soonest
 * first) is marked as the suggestion, each with when it closes in the distributor's time.
 */
export function EleccionTurno({ turnos, elegido, onElegir }: PropsEleccionTurno) {
  if (turnos === undefined) return <Typography.Text type="secondary">Leyendo los turnos de entrega…</Typography.Text>;
  if (turnos.length === 0) return <Alert type="warning" showIcon title="No hay turnos de entrega disponibles en este momento." />;
  const [sugerido] = turnos;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {elegido === null && (
        <Typography.Text type="secondary">
          Elija el turno de entrega. El sugerido es el próximo en cerrar: «{sugerido!.obs}», {textoCierre(sugerido!.cierre)}.
        </Typography.Text>
      )}
      <Radio.Group value={elegido} onChange={(e) => onElegir(Number(e.target.value))} aria-label="Turno de entrega">
        <Space orientation="vertical" size={4}>
          {turnos.map((t) => (
            <Radio key={t.id} value={t.id}>
              {t.obs}
              <Typography.Text type="secondary"> · cierra {textoCierre(t.cierre)}</Typography.Text>
              {t.id === sugerido!.id && (
                <Tag color="blue" style={{ marginInlineStart: 8 }}>
                  Sugerido
                </Tag>
              )}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Space>
  );
}
