import { useState } from 'react';
import { Button, Result } from 'antd';
import { ErrorRemotoNoDisponible } from './errores-remoto.js';
import type { ResultadoRemoto } from './cargar-rutas-remotas.js';

export interface PropsSeccionNoDisponible {
  /** The failure, when known: a version mismatch is explained to the user. */
  error?: unknown;
  /**
   * Loads the remote again. When it succeeds the registry says so and the page that asked shows instead of this;
   * when it fails the new reason is shown here.
   */
  reintentar(): Promise<ResultadoRemoto>;
}

/** Shown for the pages of a remote that could not be loaded; the rest of the portal keeps working. */
export function SeccionNoDisponible({ error, reintentar }: PropsSeccionNoDisponible) {
  const [reintentando, setReintentando] = useState(false);
  const [ultimoError, setUltimoError] = useState<unknown>(error);

  const alReintentar = async () => {
    setReintentando(true);
    const resultado = await reintentar();
    if (resultado.rutas) return;
    setUltimoError(resultado.error);
    setReintentando(false);
  };

  const detalle = ultimoError instanceof Error && !(ultimoError instanceof ErrorRemotoNoDisponible) ? ultimoError.message : undefined;
  return (
    <Result
      status="warning"
      title="Sección no disponible momentáneamente"
      subTitle={detalle}
      extra={
        <Button type="primary" loading={reintentando} onClick={alReintentar}>
          Reintentar
        </Button>
      }
    />
  );
}

export default SeccionNoDisponible;
