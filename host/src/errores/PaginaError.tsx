import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PropsPaginaError {
  estado: ResultProps['status'];
  titulo: string;
  detalle?: ReactNode;
  accion?: ReactNode;
}

/** Every error page of the host: its title, what happened and a way back. */
export function PaginaError({ estado, titulo, detalle, accion }: PropsPaginaError) {
  return (
    <Result
      status={estado}
      title={titulo}
      subTitle={detalle}
      extra={
        accion ?? (
          <Link to="/">
            <Button type="primary">Volver al inicio</Button>
          </Link>
        )
      }
    />
  );
}
