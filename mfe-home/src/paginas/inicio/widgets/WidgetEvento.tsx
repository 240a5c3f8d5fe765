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
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {e!.nombre}
          </Typography.Title>
          <Typography.Paragraph>
            {e!.fecha} · {e!.direccion}
          </Typography.Paragraph>
          <Link to={routePath('eventos')}>Inscribir al equipo</Link>
        </>
      )}
    </EstadoWidget>
  );
}
