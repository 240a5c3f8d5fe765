import { useSyncExternalStore, type ReactNode } from 'react';
import { Descriptions, type TableProps } from 'antd';
import type { ColumnaTabla } from './columnas.js';

/** Below antd's `xl` (1200 px): a counter's 1024-pixel screen, where not every column of a long table fits. */
const ANGOSTA = '(max-width: 1199.98px)';

const consulta = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(ANGOSTA) : null);

function suscribir(avisar: () => void): () => void {
  const mql = consulta();
  mql?.addEventListener?.('change', avisar);
  return () => mql?.removeEventListener?.('change', avisar);
}

/** Whether the window is narrower than 1200 px, right from the first render (no wide frame first). */
export function usePantallaAngosta(): boolean {
  return useSyncExternalStore(suscribir, () => consulta()?.matches ?? false, () => false);
}

const textoDe = (valor: unknown): ReactNode => (valor === null || valor === undefined || valor === '' ? '—' : String(valor));

/**
 * The columns a table shows for the window's width: below 1200 px the `secundaria` ones fold into each row's detail
 * (an expandable row listing them by title), so the table keeps to its box instead of scrolling sideways (issue 29).
 */
export function useColumnasPorAncho<T extends object>(columnas: readonly ColumnaTabla<T>[]): { visibles: readonly ColumnaTabla<T>[]; expandible?: TableProps<T>['expandable'] } {
  const angosta = usePantallaAngosta();
  const secundarias = columnas.filter((c) => c.secundaria);
  if (!angosta || secundarias.length === 0) return { visibles: columnas };
  return {
    visibles: columnas.filter((c) => !c.secundaria),
    expandible: {
      expandedRowRender: (fila: T) => (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={secundarias.map((c) => ({ key: c.campo, label: c.titulo, children: c.render ? c.render(fila[c.campo], fila) : textoDe(fila[c.campo]) }))}
        />
      ),
    },
  };
}
