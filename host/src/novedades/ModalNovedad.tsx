import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { ahoraMs, formatearFecha, useSesion } from '@portal/shared/client';
import { useLecturaNovedad, useMarcarLeida, usePopUpRepeticion, useUltimaNovedad } from './novedades-api.js';

const DIA_MS = 86_400_000;

/** Whether a news item read at `leidaEn` shows again: never read, or read `popUpRepeticion` days ago or more. */
export const toca = (leidaEn: string | null, popUpRepeticion: number, ahora = ahoraMs()): boolean =>
  leidaEn === null || ahora - new Date(leidaEn).getTime() >= popUpRepeticion * DIA_MS;

/**
 * The pharmacy's latest news as a modal after login, on whatever page the user lands (the shell shows it): once per
 * user until read (the read mark is kept on the server), and again after `popUpRepeticion` days.
 */
export function ModalNovedad() {
  const usuario = useSesion();
  const repeticion = usePopUpRepeticion();
  const novedad = useUltimaNovedad(usuario?.farmaciaId);
  const lectura = useLecturaNovedad(novedad.data?.id);
  const marcar = useMarcarLeida(novedad.data?.id);
  const [cerrada, setCerrada] = useState(false);
  if (repeticion.data === undefined || !novedad.data || !lectura.data || cerrada || !toca(lectura.data.leidaEn, repeticion.data)) return null;
  const cerrar = () => {
    setCerrada(true);
    marcar.mutate();
  };
  return (
    <Modal
      open
      title="Novedades"
      onCancel={cerrar}
      footer={
        <Button type="primary" onClick={cerrar}>
          Entendido
        </Button>
      }
    >
      <Typography.Paragraph>{novedad.data.noticia}</Typography.Paragraph>
      <Typography.Text type="secondary">Publicada el {formatearFecha(novedad.data.fechaPublicacion)}</Typography.Text>
    </Modal>
  );
}
