import { Link } from 'react-router-dom';
import { Statistic } from 'antd';
import { formatearCifra } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { EstadoWidget } from './EstadoWidget.js';
import { useBonosPendientes } from './widgets-api.js';

export default function WidgetBonos() {
  const consulta = useBonosPendientes();
  return (
    <EstadoWidget consulta={consulta} vacio={(n) => n === 0} textoVacio="No hay bonos pendientes.">
      {(n) => (
        <>
          {/* The card is titled "Bonos pendientes" already: the figure says what they wait for. */}
          <Statistic title="Pendientes de acreditar" value={n} formatter={formatearCifra} />
          <Link to={routePath('historico-bonos')}>Ver los bonos</Link>
        </>
      )}
    </EstadoWidget>
  );
}
