import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import { PaginaCargando, apiClient, useSesion } from '@portal/shared/client';
import { farmaciaSchema } from '@portal/shared/contracts';

/** Inicio: the pharmacy the user works for and a welcome. The dashboard widgets come with their own issue. */
export default function Inicio() {
  const usuario = useSesion();
  const farmaciaId = usuario?.farmaciaId;
  const farmacia = useQuery({
    queryKey: ['farmacia', farmaciaId],
    queryFn: () => apiClient.get(`/api/farmacia/${farmaciaId}`, { schema: farmaciaSchema }),
    enabled: farmaciaId !== undefined,
  });

  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={2}>Inicio</Typography.Title>
      {usuario && <Typography.Paragraph>¡Bienvenido/a, {usuario.nombre}!</Typography.Paragraph>}
      {farmacia.isPending && farmaciaId !== undefined && <PaginaCargando texto="Cargando los datos de la farmacia…" />}
      {farmacia.isError && <Alert type="warning" showIcon message="No se pudieron cargar los datos de la farmacia." />}
      {farmacia.data && (
        <Card title="Su farmacia">
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {farmacia.data.nombre}
          </Typography.Title>
          <Typography.Text type="secondary">
            {farmacia.data.direccion}, {farmacia.data.localidad}
          </Typography.Text>
        </Card>
      )}
    </section>
  );
}
