import { Button, Result } from 'antd';

/** Shown when the portal cannot start (bad or missing config.json, unreachable remotes' table…): never a blank page. */
export function PaginaErrorArranque({ mensaje }: { mensaje: string }) {
  return (
    <Result
      status="error"
      title="No se pudo iniciar el portal"
      subTitle={mensaje}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
      }
    />
  );
}
