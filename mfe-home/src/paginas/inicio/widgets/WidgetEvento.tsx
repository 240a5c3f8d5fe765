import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { routePath } from '@portal/shared/domain';
import { useEventoActivo } from '../../eventos/eventos-api.js';
import { EstadoWidget } from './EstadoWidget.js';

export default function WidgetEvento() {
  const consulta = useEventoActivo();
  return (
    <EstadoWidget consulta={consulta} vacio={(e) => e === null} textoVacio="No hay eventos con inscripción abierta.">
      {(e) => (
        <>
          {/* A long name takes two lines at most: the date and the link stay in the widget's default size at 1024 px. */}
          <Typography.Title level={5} title={e!.nombre} style={{ marginTop: 0, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {e!.nombre}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {e!.fecha} · {e!.direccion}
          </Typography.Paragraph>
          <Link to={routePath('eventos')}>Inscribir al equipo</Link>
        </>
      )}
    </EstadoWidget>
  );
}
