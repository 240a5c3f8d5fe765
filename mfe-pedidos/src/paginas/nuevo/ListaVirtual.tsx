import { useEffect, useState, type ReactNode } from 'react';

interface PropsListaVirtual<T> {
  elementos: readonly T[];
  alto: number;
  altoFila: number;
  seleccionado: number;
  clave(elemento: T): number;
  fila(elemento: T, indice: number): ReactNode;
  /** The indexes on screen, to ask only their prices. */
  alVerRango?(desde: number, hasta: number): void;
  contenedor: React.RefObject<HTMLDivElement | null>;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  etiqueta: string;
}

/** Renders only the rows in view (plus a margin): 500 results cost what 20 do. */
export function ListaVirtual<T>({ elementos, alto, altoFila, seleccionado, clave, fila, alVerRango, contenedor, onKeyDown, etiqueta }: PropsListaVirtual<T>) {
  const [arriba, setArriba] = useState(0);
  const margen = 5;
  const desde = Math.max(0, Math.floor(arriba / altoFila) - margen);
  const hasta = Math.min(elementos.length, Math.ceil((arriba + alto) / altoFila) + margen);

  useEffect(() => alVerRango?.(desde, hasta), [desde, hasta, elementos, alVerRango]);

  useEffect(() => {
    const caja = contenedor.current;
    if (!caja || seleccionado < 0) return;
    const tope = seleccionado * altoFila;
    if (tope < caja.scrollTop) caja.scrollTop = tope;
    else if (tope + altoFila > caja.scrollTop + alto) caja.scrollTop = tope + altoFila - alto;
  }, [seleccionado, altoFila, alto, contenedor]);

  return (
    <div
      ref={contenedor}
      role="listbox"
      aria-label={etiqueta}
      aria-activedescendant={seleccionado >= 0 && elementos[seleccionado] ? `resultado-${clave(elementos[seleccionado])}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(e) => setArriba(e.currentTarget.scrollTop)}
      style={{ height: alto, overflowY: 'auto', position: 'relative', outline: 'none' }}
    >
      <div style={{ height: elementos.length * altoFila, position: 'relative' }}>
        {elementos.slice(desde, hasta).map((elemento, i) => (
          <div key={clave(elemento)} style={{ position: 'absolute', top: (desde + i) * altoFila, height: altoFila, left: 0, right: 0 }}>
            {fila(elemento, desde + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
