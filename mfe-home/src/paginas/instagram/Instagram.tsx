import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import { useConfigHome } from '../../configuracion.js';
import { esVideo, urlMedia, useUltimasPublicaciones } from './instagram-api.js';

/** Instagram: the latest posts (`maxPublicacionesInstagram` of them), images and videos from the API's media store. */
export default function Instagram() {
  const publicaciones = useUltimasPublicaciones(useConfigHome()?.maxPublicacionesInstagram);
  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={1}>Instagram</Typography.Title>
      {publicaciones.isPending && <Skeleton active aria-label="Cargando las publicaciones" />}
      {publicaciones.isError && (
        <Alert type="error" showIcon message="No se pudieron cargar las publicaciones." action={<Button onClick={() => void publicaciones.refetch()}>Reintentar</Button>} />
      )}
      {publicaciones.data?.length === 0 && <Empty description="Todavía no hay publicaciones." />}
      {publicaciones.data && publicaciones.data.length > 0 && (
        <Row gutter={[16, 16]}>
          {publicaciones.data.map((p) => (
            <Col key={p.id} xs={24} sm={12} lg={8} xl={6}>
              <Card
                size="small"
                cover={
                  esVideo(p.mediaUrlFilename) ? (
                    <video src={urlMedia(p.mediaUrlFilename)} controls preload="metadata" style={{ width: '100%', aspectRatio: '1' }} aria-label={p.texto ?? 'Video'}>
                      <track kind="captions" />
                    </video>
                  ) : (
                    <img src={urlMedia(p.mediaUrlFilename)} alt={p.texto ?? 'Publicación'} loading="lazy" style={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }} />
                  )
                }
              >
                <Card.Meta
                  // Two lines of the post's text before it is cut (a card's title keeps one), the whole on hover.
                  title={
                    p.texto && (
                      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: p.texto }} style={{ margin: 0, whiteSpace: 'normal' }}>
                        {p.texto}
                      </Typography.Paragraph>
                    )
                  }
                  description={formatearFecha(p.fecha)}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
