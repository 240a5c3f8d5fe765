import { Link } from 'react-router-dom';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useRutasPortal, useSesion } from '@portal/shared/client';
import { mapaDelSitio } from './mapa.js';

/** Sitemap: every page the signed-in user may open, by section. */
export default function Sitemap() {
  const usuario = useSesion();
  const rutas = useRutasPortal();
  const grupos = usuario ? mapaDelSitio(usuario, rutas) : [];
  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={1}>Sitemap</Typography.Title>
      {grupos.length === 0 ? (
        <Empty description="No hay páginas disponibles para su usuario." />
      ) : (
        <Row gutter={[16, 16]}>
          {grupos.map(({ grupo, rutas }) => (
            <Col key={grupo} xs={24} md={12} xl={8}>
              <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{grupo}</h3>}>
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {rutas.map((r) => (
                    <li key={r.nombre}>
                      <Link to={r.path}>{r.titulo}</Link>
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
