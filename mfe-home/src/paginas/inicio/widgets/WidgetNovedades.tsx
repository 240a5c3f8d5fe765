import { Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import { EstadoWidget } from './EstadoWidget.js';
import { useUltimaNovedad } from './widgets-api.js';

export default function WidgetNovedades() {
  const consulta = useUltimaNovedad();
  return (
    <EstadoWidget consulta={consulta} vacio={(n) => n === null} textoVacio="No hay novedades.">
      {(n) => (
        <>
          <Typography.Paragraph>{n!.noticia}</Typography.Paragraph>
          <Typography.Text type="secondary">Publicada el {formatearFecha(n!.fechaPublicacion)}</Typography.Text>
        </>
      )}
    </EstadoWidget>
  );
}
