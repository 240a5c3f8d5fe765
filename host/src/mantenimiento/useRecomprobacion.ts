import { useEffect, useRef } from 'react';

/** Runs `comprobar` every `intervaloMs` while the component is mounted, never two at once. */
export function useRecomprobacion(comprobar: () => Promise<void>, intervaloMs: number): void {
  const actual = useRef(comprobar);
  actual.current = comprobar;
  useEffect(() => {
    let enCurso = false;
    const temporizador = setInterval(() => {
      if (enCurso) return;
      enCurso = true;
      void actual.current().finally(() => {
        enCurso = false;
      });
    }, intervaloMs);
    return () => clearInterval(temporizador);
  }, [intervaloMs]);
}
