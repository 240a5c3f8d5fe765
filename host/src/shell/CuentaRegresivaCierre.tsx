import { Tag } from 'antd';
import { cuentaRegresiva, type NivelCierre } from './cuentaRegresiva.js';

const COLOR: Record<NivelCierre, string | undefined> = { holgado: 'blue', atencion: 'gold', urgente: 'red', cerrado: 'default' };

/** The live countdown to the round's closing beside the server clock: amber in the last 15 minutes, red in the last 5. */
export function CuentaRegresivaCierre({ hora, cierre }: { hora: number; cierre: number }) {
  const { nivel, texto } = cuentaRegresiva(hora, cierre);
  return (
    <Tag color={COLOR[nivel]} data-nivel={nivel} role="timer" aria-label={`Cierre del reparto: ${texto}`} style={{ marginInlineEnd: 0, fontVariantNumeric: 'tabular-nums' }}>
      {texto}
    </Tag>
  );
}
