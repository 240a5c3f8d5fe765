import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { ahoraMs, enHoraDistribuidora } from '@portal/shared/client';
import { EstadoWidget } from './EstadoWidget.js';
import { useInfoHoras } from './widgets-api.js';

/** `h min s` until the closing; the countdown the counter reads at a glance. */
export function cuentaRegresiva(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h > 0 ? `${h} h ` : ''}${String(m).padStart(2, '0')} min ${String(s).padStart(2, '0')} s`;
}

/** The server clock and the countdown to the delivery round's closing; ticks each second on the distributor's clock. */
export default function WidgetProximoCierre() {
  const consulta = useInfoHoras();
  const [servidor, setServidor] = useState(ahoraMs);
  useEffect(() => {
    const id = setInterval(() => setServidor(ahoraMs()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <EstadoWidget consulta={consulta} textoVacio="">
      {(info) => {
        // The shared clock follows the server's business time from the answer on (reloj.ts).
        const falta = new Date(info.cierreReparto).getTime() - servidor;
        return (
          <>
            <Typography.Paragraph>
              Hora del servidor: <strong>{enHoraDistribuidora(servidor).format('HH:mm:ss')}</strong>
            </Typography.Paragraph>
            <Typography.Paragraph>
              Cierre del reparto: <strong>{enHoraDistribuidora(info.cierreReparto).format('DD/MM HH:mm')}</strong>
            </Typography.Paragraph>
            {info.repartoCerradoRecientemente ? (
              <Typography.Text type="warning">El reparto cerró recientemente.</Typography.Text>
            ) : (
              // Sized to the widget's width (a container query unit): on a narrow widget, at 1024 px, one line still.
              <div style={{ containerType: 'inline-size' }}>
                <Typography.Title level={3} style={{ margin: 0, fontSize: 'clamp(15px, 8cqi, 24px)' }} aria-live="off">
                  Faltan {cuentaRegresiva(falta)}
                </Typography.Title>
              </div>
            )}
          </>
        );
      }}
    </EstadoWidget>
  );
}
