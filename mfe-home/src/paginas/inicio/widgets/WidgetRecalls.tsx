import { Link } from 'react-router-dom';
import { Tag, Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { EstadoWidget } from './EstadoWidget.js';
import { ListaWidget } from './ListaWidget.js';
import { useRecallsVigentes } from './widgets-api.js';

/** Recalls in force, those whose recalled lots the pharmacy bought first and marked, with the way to return them. */
export default function WidgetRecalls() {
  const consulta = useRecallsVigentes();
  return (
    <EstadoWidget consulta={consulta} vacio={(d) => d.length === 0} textoVacio="No hay recalls vigentes.">
      {(recalls) => (
        <>
          <ListaWidget
            filas={recalls.slice(0, 4)}
            clave={({ recall }) => recall.id}
            extremo={({ unidadesCompradas }) =>
              unidadesCompradas > 0 ? <Tag color="red">Su farmacia compró {unidadesCompradas} u.</Tag> : <Tag>Sin compras de estos lotes</Tag>
            }
          >
            {({ recall }) => (
              <>
                {recall.nombre}
                {recall.fechaCaducidad && <Typography.Text type="secondary"> · vigente hasta el {formatearFecha(recall.fechaCaducidad)}</Typography.Text>}
              </>
            )}
          </ListaWidget>
          <Link to={routePath('recalls-nuevo')}>Devolver por recall</Link>
        </>
      )}
    </EstadoWidget>
  );
}
