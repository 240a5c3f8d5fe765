import { useId } from 'react';
import { Alert, Radio, Space, Tag, Typography } from 'antd';
import type { TurnoDisponible } from '@portal/shared/contracts';
import { textoCierre } from '../comun/textoCierre.js';

export interface PropsEleccionTurno {
  turnos: readonly TurnoDisponible[] | undefined;
  elegido: number | null;
  onElegir(turnoId: number): void;
}

/** The suggested shift: the next one to close, the first of the list (the API lists them soonest first). */
export const turnoSugerido = (turnos: readonly TurnoDisponible[]): TurnoDisponible | undefined => turnos[0];

// The tag is a button of its own, beside the radio's label: a button inside a <label> would not reach the radio.
const estiloBotonSugerido = { padding: 0, border: 0, background: 'none', cursor: 'pointer', lineHeight: 1 } as const;

/**
 * The delivery shift. The next one to close is marked as the suggestion, and its tag chooses it again after the user
 * picked another; each says when it closes in the distributor's time. The page decides which one comes chosen.
 */
export function EleccionTurno({ turnos, elegido, onElegir }: PropsEleccionTurno) {
  const idSugerido = useId();
  if (turnos === undefined) return <Typography.Text type="secondary">Leyendo los turnos de entrega…</Typography.Text>;
  const sugerido = turnoSugerido(turnos);
  if (sugerido === undefined) return <Alert type="warning" showIcon title="No hay turnos de entrega disponibles en este momento." />;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {elegido === null && (
        <Typography.Text type="secondary">
          Elija el turno de entrega. El sugerido es el próximo en cerrar: «{sugerido.obs}», {textoCierre(sugerido.cierre)}.
        </Typography.Text>
      )}
      <Radio.Group value={elegido} onChange={(e) => onElegir(Number(e.target.value))} aria-label="Turno de entrega">
        <Space orientation="vertical" size={4}>
          {turnos.map((t) => (
            <Space key={t.id} size={8} align="center" wrap>
              {/* The radio of the suggested shift is described by its tag, so a screen reader says it is the suggestion. */}
              <Radio value={t.id} aria-describedby={t.id === sugerido.id ? idSugerido : undefined}>
                {t.obs}
                <Typography.Text type="secondary"> · cierra {textoCierre(t.cierre)}</Typography.Text>
              </Radio>
              {t.id === sugerido.id && (
                <button type="button" aria-label={`Elegir el turno sugerido: ${t.obs}`} style={estiloBotonSugerido} onClick={() => onElegir(t.id)}>
                  <Tag id={idSugerido} color="blue" style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
                    Sugerido
                  </Tag>
                </button>
              )}
            </Space>
          ))}
        </Space>
      </Radio.Group>
    </Space>
  );
}
