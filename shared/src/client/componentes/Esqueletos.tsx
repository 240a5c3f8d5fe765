import { Card, Skeleton } from 'antd';

/** Placeholder of a table whose rows are on their way. */
export function TablaCargando({ filas = 5 }: { filas?: number }) {
  return (
    <div role="status" aria-label="Cargando tabla" aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows: filas }} />
    </div>
  );
}

/** Placeholder of a card (a dashboard widget, a product) whose content is on its way. */
export function TarjetaCargando({ conImagen = false }: { conImagen?: boolean }) {
  return (
    <Card role="status" aria-label="Cargando tarjeta" aria-busy="true">
      <Skeleton active avatar={conImagen} paragraph={{ rows: 3 }} />
    </Card>
  );
}
