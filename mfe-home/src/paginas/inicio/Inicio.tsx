import { Alert, Card, Skeleton, Typography } from 'antd';
import { PaginaCargando, useSesion } from '@portal/shared/client';
import { AVISO_FARMACIA_BLOQUEADA, farmaciaBloqueada } from '@portal/shared/domain';
import { useDatosDelTablero } from './datos-del-tablero.js';
import { useFarmacia, useHomePersonalizado } from './inicio-api.js';
// In this page's own chunk, not behind a lazy boundary of its own: a boundary that suspends after the page has shown
// is revealed no sooner than 300 ms after its fallback (React's throttle), and every widget's data waited for it
// (the dashboard was complete ~300 ms later, warm or cold).
import Tablero from './Tablero.js';

/** The pharmacy the user works for: the home page when the personalised dashboard is off (parameter 310). */
function SuFarmacia({ farmaciaId }: { farmaciaId: number }) {
  const farmacia = useFarmacia(farmaciaId);
  if (farmacia.isPending) return <PaginaCargando texto="Cargando los datos de la farmacia…" />;
  if (farmacia.isError) return <Alert type="warning" showIcon message="No se pudieron cargar los datos de la farmacia." />;
  return (
    <Card title="Su farmacia">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {farmacia.data.nombre}
      </Typography.Title>
      <Typography.Text type="secondary">
        {farmacia.data.direccion}, {farmacia.data.localidad}
      </Typography.Text>
    </Card>
  );
}

/** Whom the user works for, beside the welcome (a group's user sees which of its pharmacies it is on). */
function NombreFarmacia({ farmaciaId }: { farmaciaId: number }) {
  const farmacia = useFarmacia(farmaciaId);
  if (!farmacia.data) return null;
  return (
    <Typography.Text type="secondary" data-testid="farmacia-del-usuario">
      {' '}
      {farmacia.data.nombre}
    </Typography.Text>
  );
}

/**
 * Inicio: a welcome and the user's dashboard, or the pharmacy's card when the personalised home is off. The news
 * modal after login belongs to the host's shell (wherever the user lands); the dashboard has its news widget.
 */
export default function Inicio() {
  const usuario = useSesion();
  const personalizado = useHomePersonalizado();
  useDatosDelTablero(personalizado.data);

  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={1}>Inicio</Typography.Title>
      {usuario && (
        <Typography.Paragraph>
          ¡Bienvenido/a, {usuario.nombre}!<NombreFarmacia farmaciaId={usuario.farmaciaId} />
        </Typography.Paragraph>
      )}
      {/* On the first page too: a blocked pharmacy learns why it cannot order before it tries (issue 29). */}
      {farmaciaBloqueada(usuario) && <Alert type="warning" showIcon title={AVISO_FARMACIA_BLOQUEADA} style={{ marginBottom: 16 }} />}
      {personalizado.isPending && <Skeleton active aria-label="Cargando el inicio" />}
      {personalizado.data === true && <Tablero />}
      {(personalizado.data === false || personalizado.isError) && usuario && <SuFarmacia farmaciaId={usuario.farmaciaId} />}
    </section>
  );
}
