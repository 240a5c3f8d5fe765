import { lazy, Suspense } from 'react';
import { Descriptions, Modal, Typography } from 'antd';
import { BotonDescarga, formatearFechaHora } from '@portal/shared/client';
import type { Factura } from '@portal/shared/contracts';
import { nombrePdf, numeroDe } from './columnas-facturas.js';
import { descargaFactura, useRemitosDeComprobante } from './facturas-api.js';

const VisorPdf = lazy(() => import('./VisorPdf.js'));

/** An invoice drawn in the page (pdf.js), the remitos its detail covers, and its download. */
export function VisorFactura({ visible, cerrar }: { visible: { factura: Factura; datos: Blob } | null; cerrar: () => void }) {
  const f = visible?.factura ?? null;
  const remitos = useRemitosDeComprobante(f?.facturaId ?? null);
  const cubiertos = remitos.data?.[0]?.remitos ?? [];
  return (
    <Modal
      open={visible !== null}
      onCancel={cerrar}
      width={900}
      title={f ? numeroDe(f) : ''}
      footer={f && <BotonDescarga type="primary" solicitud={descargaFactura(f.facturaId)} nombre={nombrePdf(f)} texto="Descargar PDF" />}
      destroyOnHidden
    >
      {f && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Remitos del comprobante">
            {remitos.isLoading ? (
              'Buscando…'
            ) : cubiertos.length === 0 ? (
              <Typography.Text type="secondary">Sin remitos</Typography.Text>
            ) : (
              cubiertos.map((r) => `${r.remito}${r.fecha ? ` (${formatearFechaHora(r.fecha)}, ${r.cantidadUnidades ?? 0} unidades, pedido ${r.pedidoId ?? '--'})` : ''}`).join(' · ')
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      {visible && (
        <Suspense fallback={null}>
          <VisorPdf datos={visible.datos} titulo="Comprobante" />
        </Suspense>
      )}
    </Modal>
  );
}
