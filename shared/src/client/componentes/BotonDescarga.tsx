import { Button, Progress, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ProgresoDescarga } from '../api/api-client.js';
import { descargarYGuardar, textoProgreso, type SolicitudDescarga } from '../descargas.js';

export interface PropsBotonDescarga {
  /** The server call that produces the file. */
  solicitud: SolicitudDescarga;
  /** File name when the server gives none. */
  nombre: string;
  texto: ReactNode;
  disabled?: boolean;
  type?: 'default' | 'primary' | 'link';
  size?: 'small' | 'middle';
  /** Called once the file is saved (e.g. to mark an invoice as downloaded). */
  onDescargado?: () => void;
}

/**
 * A server-made file downloaded with no timeout (SPEC §9): while it arrives the button says so and a bar shows how
 * much came (a percentage when the server sends the size, the bytes otherwise). Errors reach the user through the
 * API client's one notification (SPEC §8).
 */
export function BotonDescarga({ solicitud, nombre, texto, disabled, type, size, onDescargado }: PropsBotonDescarga) {
  const [progreso, setProgreso] = useState<ProgresoDescarga | null>(null);
  const descargar = async () => {
    setProgreso({ recibidos: 0, total: null });
    try {
      await descargarYGuardar(solicitud, nombre, setProgreso);
      onDescargado?.();
    } catch {
      // The API client already told the user (SPEC §8); the button just becomes available again.
    } finally {
      setProgreso(null);
    }
  };
  const porcentaje = progreso?.total ? Math.floor((progreso.recibidos / progreso.total) * 100) : undefined;
  return (
    <Space size={6} wrap>
      <Button type={type} size={size} disabled={disabled} loading={progreso !== null} onClick={() => void descargar()}>
        {texto}
      </Button>
      {progreso && (
        <span role="status" aria-label={`Descargando ${nombre}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {porcentaje !== undefined ? (
            <Progress percent={porcentaje} size="small" style={{ width: 120, margin: 0 }} />
          ) : (
            <Progress percent={100} status="active" showInfo={false} size="small" style={{ width: 80, margin: 0 }} />
          )}
          <Typography.Text type="secondary">{textoProgreso(progreso)}</Typography.Text>
        </span>
      )}
    </Space>
  );
}
