import { Result, Typography } from 'antd';

/** /vencidos-deshabilitado ('Convenio Vencidos'): the pharmacy's agreement does not include expired returns (kiosk mode allows it). */
export default function VencidosDeshabilitado() {
  return (
    <div data-remoto="mfe-devoluciones">
      <Result
        status="info"
        title={
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            Convenio Vencidos
          </Typography.Title>
        }
        subTitle="El convenio de su farmacia no incluye la devolución de productos vencidos. Consulte con su ejecutivo de cuenta para adherir."
      />
    </div>
  );
}
