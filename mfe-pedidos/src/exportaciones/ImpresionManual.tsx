import { Button, Modal, Typography } from 'antd';
import type { PedidoItem } from '@portal/shared/contracts';
import { lineasImpresionManual } from './impresion-manual.js';

export interface PropsImpresionManual {
  pedidoId: number;
  items: PedidoItem[];
  abierta: boolean;
  onCerrar(): void;
}

/** The order as the manual print shows it, in a monospaced block the user prints with the browser. */
export function ImpresionManual({ pedidoId, items, abierta, onCerrar }: PropsImpresionManual) {
  return (
    <Modal
      open={abierta}
      title={`Impresión manual del pedido ${pedidoId}`}
      onCancel={onCerrar}
      footer={[
        <Button key="cerrar" onClick={onCerrar}>Cerrar</Button>,
        <Button key="imprimir" type="primary" onClick={() => window.print()}>Imprimir</Button>,
      ]}
    >
      <Typography.Paragraph>
        <pre data-testid="impresion-manual" style={{ fontFamily: 'monospace' }}>{lineasImpresionManual(items).join('\n')}</pre>
      </Typography.Paragraph>
    </Modal>
  );
}
