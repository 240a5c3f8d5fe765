import { useState } from 'react';
import { Button, Result } from 'antd';
import { ErrorRemotoNoDisponible } from './errores-remoto.js';
import { recargarRemoto, type ResultadoRemoto } from './cargar-rutas-remotas.js';

export interface PropsSeccionNoDisponible {
  /** Remote name as in config.json (`mfe-pedidos`). */
  remoto: string;
  /** The failure, when known: a version mismatch is explained to the user. */
  error?: unknown;
  /**
   * Receives the remote's routes once a retry loads them. Without it the page reloads, which mounts them
   * the same way a fresh start would.
   */
  alRecuperar?(resultado: ResultadoRemoto): void;
}

/** Shown under the prefixes of a remote that could not be loaded; the rest of the portal keeps working. */
export function SeccionNoDisponible({ remoto, error, alRecuperar }: PropsSeccionNoDisponible) {
  const [reintentando, setReintentando] = useState(false);
  const [ultimoError, setUltimoError] = useState<unknown>(error);

  const reintentar = async () => {
    setReintentando(true);
    const resultado = await recargarRemoto(remoto);
    if (resultado.rutas) {
      if (alRecuperar) alRecuperar(resultado);
      else window.location.reload();
      return;
    }
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
        <Button type="primary" loading={reintentando} onClick={reintentar}>
          Reintentar
        </Button>
      }
    />
  );
}

export default SeccionNoDisponible;
