import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';

interface Props<T> {
  consulta: UseQueryResult<T>;
  /** Whether the data shows nothing (the empty state). */
  vacio?: (datos: T) => boolean;
  textoVacio: string;
  /** Shown under the empty text (a link to where the user can fill it). */
  accionVacio?: ReactNode;
  children: (datos: T) => ReactNode;
}

/** One widget's own loading, error (with a retry) and empty states, so a failing widget leaves the others alone. */
export function EstadoWidget<T>({ consulta, vacio, textoVacio, accionVacio, children }: Props<T>) {
  // A query that cannot run (a session without a pharmacy) is not loading: it has nothing to show.
  if (consulta.isPending && consulta.fetchStatus === 'idle') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin datos para su usuario." />;
  if (consulta.isPending) return <Skeleton active paragraph={{ rows: 2 }} aria-label="Cargando" />;
  if (consulta.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        message="No se pudieron cargar los datos."
        action={
          <Button size="small" onClick={() => void consulta.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (vacio?.(consulta.data)) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={textoVacio}>
        {accionVacio}
      </Empty>
    );
  }
  return <>{children(consulta.data)}</>;
}
