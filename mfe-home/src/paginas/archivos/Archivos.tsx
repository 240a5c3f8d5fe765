import { Alert, Button, Card, Col, Row, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { BotonDescarga, formatearFechaHora, tamanoLegible, useSesion } from '@portal/shared/client';
import type { ArchivoDescarga, TipoArchivoDescarga } from '@portal/shared/contracts';
import { rutaDescarga, useArchivos } from './archivos-api.js';

const SECCIONES: { tipo: TipoArchivoDescarga; titulo: string; vacio: string }[] = [
  { tipo: 'siaf-actual', titulo: 'SIAF vigente', vacio: 'No hay archivos SIAF vigentes.' },
  { tipo: 'siaf-anterior', titulo: 'SIAF anterior', vacio: 'No hay archivos SIAF anteriores.' },
  { tipo: 'publico', titulo: 'Archivos públicos', vacio: 'No hay archivos públicos.' },
  { tipo: 'privado', titulo: 'Archivos de su farmacia', vacio: 'Su farmacia no tiene archivos.' },
  { tipo: 'resumen-semanal', titulo: 'Resúmenes semanales', vacio: 'No hay resúmenes semanales.' },
  { tipo: 'acceso-remoto', titulo: 'Acceso remoto', vacio: 'No hay archivos de acceso remoto.' },
];

function SeccionArchivos({ tipo, titulo, vacio }: (typeof SECCIONES)[number]) {
  const archivos = useArchivos(tipo);
  const farmaciaId = useSesion()?.farmaciaId ?? 0;
  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{titulo}</h3>}>
      {archivos.isError ? (
        <Alert type="warning" showIcon message="No se pudieron cargar los archivos." action={<Button size="small" onClick={() => void archivos.refetch()}>Reintentar</Button>} />
      ) : (
        <Table<ArchivoDescarga>
          rowKey="id"
          size="small"
          pagination={false}
          loading={archivos.isPending}
          dataSource={archivos.data ?? []}
          locale={{ emptyText: vacio }}
          columns={[
            { title: 'Nombre', dataIndex: 'nombre' },
            { title: 'Tamaño', dataIndex: 'tamano', render: tamanoLegible, align: 'right' },
            { title: 'Fecha', dataIndex: 'fecha', render: formatearFechaHora },
            {
              title: 'Descargar',
              key: 'descargar',
              // The shared download: progress bar, no timeout, the server's file name; errors told by the API client.
              render: (_, a) => (
                <BotonDescarga
                  size="small"
                  solicitud={{ path: rutaDescarga(a, farmaciaId) }}
                  nombre={a.nombre}
                  texto={
                    <span aria-label={`Descargar ${a.nombre}`}>
                      <DownloadOutlined /> Descargar
                    </span>
                  }
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * Archivos: SIAF, public, the pharmacy's private files, weekly summaries and remote access, each downloadable. Also
 * where a user without dashboard access lands (the host's shell shows the news modal there too).
 */
export default function Archivos() {
  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={1}>Archivos</Typography.Title>
      <Row gutter={[16, 16]}>
        {SECCIONES.map((s) => (
          <Col key={s.tipo} xs={24} xl={12}>
            <SeccionArchivos {...s} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
