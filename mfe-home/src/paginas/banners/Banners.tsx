import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { CONFIG_POR_DEFECTO, useConfigHome } from '../../configuracion.js';
import { Carrusel } from './Carrusel.js';
import { urlImagenBanner, useBanners } from './banners-api.js';
import { describirBanner } from './secuencia.js';

/** Banners: the carousel as the dashboard shows it, and every banner with what it does. */
export default function Banners() {
  const banners = useBanners();
  const intervalo = useConfigHome()?.defaultBannerInterval ?? CONFIG_POR_DEFECTO.defaultBannerInterval;
  const todos = banners.data ? [...banners.data.banners, ...(banners.data.bannerIntercalado ? [banners.data.bannerIntercalado] : [])] : [];
  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={1}>Banners</Typography.Title>
      {banners.isPending && <Skeleton active aria-label="Cargando los banners" />}
      {banners.isError && (
        <Alert type="error" showIcon message="No se pudieron cargar los banners." action={<Button onClick={() => void banners.refetch()}>Reintentar</Button>} />
      )}
      {banners.data && todos.length === 0 && <Empty description="No hay banners publicados." />}
      {banners.data && todos.length > 0 && (
        <>
          <Carrusel datos={banners.data} intervaloPorDefecto={intervalo} />
          <Typography.Title level={3} style={{ marginTop: 24 }}>
            Todos los banners
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {todos.map((b) => (
              <Col key={b.id} xs={24} md={12} xl={8}>
                <Card size="small" cover={<img src={urlImagenBanner(b.nombreArchivo)} alt="" style={{ height: 120, objectFit: 'contain', background: '#f5f5f5' }} />}>
                  <Card.Meta title={b === banners.data.bannerIntercalado ? 'Banner intercalado' : b.nombreArchivo} description={describirBanner(b)} />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
