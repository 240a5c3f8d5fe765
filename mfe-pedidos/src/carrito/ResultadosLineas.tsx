import { Alert } from 'antd';
import { segunCantidad } from '@portal/shared/client';
import type { ResultadoLineaCarrito } from '@portal/shared/contracts';

export interface PropsResultadosLineas {
  resultados: ResultadoLineaCarrito[];
  /** How to name a line for the user; the troquel when absent. */
  nombre?(troquel: number): string | undefined;
}

/** What the cart answered for each line of a list just added (favourites, recoverer), with the message of its add-result code. */
export function ResultadosLineas({ resultados, nombre }: PropsResultadosLineas) {
  if (resultados.length === 0) return null;
  const agregadas = resultados.filter((r) => r.tipo !== 'error').length;
  return (
    <Alert
      showIcon
      type={agregadas === resultados.length ? 'success' : agregadas === 0 ? 'error' : 'warning'}
      title={`${agregadas} de ${resultados.length} ${segunCantidad(resultados.length, 'producto agregado', 'productos agregados')} al carrito.`}
      description={
        <ul>
          {resultados.map((r, i) => (
            <li key={i}>
              {nombre?.(r.troquel) ?? `Troquel ${r.troquel}`}: {r.mensaje}
            </li>
          ))}
        </ul>
      }
    />
  );
}
