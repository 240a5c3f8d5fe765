import { Button, Modal, Typography } from 'antd';
import { nonceEstilos } from '@portal/shared/client';
import type { PedidoItem } from '@portal/shared/contracts';
import { lineasImpresionManual } from './impresion-manual.js';

export interface PropsImpresionManual {
  pedidoId: number;
  /** The lines to print: those answered with the printing code (SPEC §9 item-response 5). */
  items: PedidoItem[];
  abierta: boolean;
  onCerrar(): void;
}

/**
 * While the view is open, the browser prints only its block: everything else of the page (shell, tables, the modal's
 * own frame and buttons) is hidden on paper, and the block takes the page from its top-left corner.
 */
export const ESTILO_IMPRESION = `@media print {
  body * { visibility: hidden !important; }
  [data-impresion-manual], [data-impresion-manual] * { visibility: visible !important; }
  [data-impresion-manual] { position: fixed; inset: 0; margin: 0; padding: 12mm; background: #fff; color: #000; }
  [data-impresion-manual] pre { font: 11pt/1.5 monospace; margin: 0; }
}`;

/** The order as the manual print shows it (3-character quantities, 30-character names), printed with the browser. */
export function ImpresionManual({ pedidoId, items, abierta, onCerrar }: PropsImpresionManual) {
  return (
    <Modal
      open={abierta}
      title={`Impresión manual del pedido ${pedidoId}`}
      onCancel={onCerrar}
      footer={[
        <Button key="cerrar" onClick={onCerrar}>
          Cerrar
        </Button>,
        <Button key="imprimir" type="primary" onClick={() => window.print()}>
          Imprimir
        </Button>,
      ]}
    >
      {/* The site's CSP allows a <style> only with the page's nonce. */}
      <style nonce={nonceEstilos()}>{ESTILO_IMPRESION}</style>
      <div data-impresion-manual="">
        <Typography.Paragraph strong>
          Pedido {pedidoId}: {items.length} {items.length === 1 ? 'línea' : 'líneas'} para impresión manual
        </Typography.Paragraph>
        <pre data-testid="impresion-manual" style={{ fontFamily: 'monospace' }}>
          {lineasImpresionManual(items).join('\n')}
        </pre>
      </div>
    </Modal>
  );
}
