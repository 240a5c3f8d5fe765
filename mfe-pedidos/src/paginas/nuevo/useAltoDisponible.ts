import { useEffect, useState, type RefObject } from 'react';

/** Room left under the element to the bottom of the window, its margin kept. */
const MARGEN_INFERIOR = 24;

/**
 * The height an element can take down to the bottom of the window (at least `minimo`), read again when the window
 * changes size: the results use the room the layout has instead of a fixed height.
 */
export function useAltoDisponible(elemento: RefObject<HTMLElement | null>, minimo: number): number {
  const [alto, setAlto] = useState(minimo);
  useEffect(() => {
    const medir = () => {
      const caja = elemento.current;
      if (!caja) return;
      // From the top of the page, not of the window: a page scrolled down keeps the same height.
      const arriba = caja.getBoundingClientRect().top + window.scrollY;
      setAlto(Math.max(minimo, Math.round(window.innerHeight - arriba - MARGEN_INFERIOR)));
    };
    medir();
    window.addEventListener('resize', medir);
    return () => window.removeEventListener('resize', medir);
  });
  return alto;
}
