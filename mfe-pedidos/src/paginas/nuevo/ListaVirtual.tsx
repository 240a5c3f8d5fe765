import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface PropsListaVirtual<T> {
  elementos: readonly T[];
  alto: number;
  /** What a row is taken to measure until it is drawn and measured. */
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

/** A drawn row that reports its height, now and whenever it changes (a name on two lines, marks that wrap). */
function FilaMedida({ clave, top, alMedir, children }: { clave: number; top: number; alMedir(clave: number, alto: number): void; children: ReactNode }) {
  const caja = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const elemento = caja.current;
    if (!elemento) return;
    const medir = () => alMedir(clave, elemento.offsetHeight);
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(elemento);
    return () => observador.disconnect();
  }, [clave, alMedir]);
  return (
    <div ref={caja} style={{ position: 'absolute', top, left: 0, right: 0 }}>
      {children}
    </div>
  );
}

/** First index whose row ends below `y` (rows are sorted by their top). */
function primeraDesde(tops: readonly number[], altos: readonly number[], y: number): number {
  let bajo = 0;
  let alto = tops.length;
  while (bajo < alto) {
    const medio = (bajo + alto) >> 1;
    if (tops[medio]! + altos[medio]! <= y) bajo = medio + 1;
    else alto = medio;
  }
  return bajo;
}

/**
 * Renders only the rows in view (plus a margin): 500 results cost what 20 do. Rows take the height they need; each is
 * measured once drawn, and the ones not drawn yet count as `altoFila`.
 */
export function ListaVirtual<T>({ elementos, alto, altoFila, seleccionado, clave, fila, alVerRango, contenedor, onKeyDown, etiqueta }: PropsListaVirtual<T>) {
  const [arriba, setArriba] = useState(0);
  const [medidas, setMedidas] = useState<ReadonlyMap<number, number>>(new Map());
  const alMedir = useCallback((k: number, medido: number) => {
    // A row not laid out (no layout engine, as in tests) measures 0: it keeps the estimate.
    if (medido <= 0) return;
    setMedidas((previas) => (previas.get(k) === medido ? previas : new Map(previas).set(k, medido)));
  }, []);

  const { tops, altos, total } = useMemo(() => {
    const t: number[] = [];
    const a: number[] = [];
    let y = 0;
    for (const elemento of elementos) {
      const h = medidas.get(clave(elemento)) ?? altoFila;
      t.push(y);
      a.push(h);
      y += h;
    }
    return { tops: t, altos: a, total: y };
  }, [elementos, medidas, clave, altoFila]);

  const margen = 5;
  const desde = Math.max(0, primeraDesde(tops, altos, arriba) - margen);
  const hasta = Math.min(elementos.length, primeraDesde(tops, altos, arriba + alto) + 1 + margen);

  useEffect(() => alVerRango?.(desde, hasta), [desde, hasta, elementos, alVerRango]);

  useEffect(() => {
    const caja = contenedor.current;
    if (!caja || seleccionado < 0 || tops[seleccionado] === undefined) return;
    const tope = tops[seleccionado]!;
    const pie = tope + altos[seleccionado]!;
    if (tope < caja.scrollTop) caja.scrollTop = tope;
    else if (pie > caja.scrollTop + alto) caja.scrollTop = pie - alto;
  }, [seleccionado, tops, altos, alto, contenedor]);

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
      <div style={{ height: total, position: 'relative' }}>
        {elementos.slice(desde, hasta).map((elemento, i) => (
          <FilaMedida key={clave(elemento)} clave={clave(elemento)} top={tops[desde + i]!} alMedir={alMedir}>
            {fila(elemento, desde + i)}
          </FilaMedida>
        ))}
      </div>
    </div>
  );
}
