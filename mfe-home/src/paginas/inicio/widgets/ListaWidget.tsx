import type { ReactNode } from 'react';
import { theme } from 'antd';

interface Props<T> {
  filas: readonly T[];
  clave: (fila: T) => string | number;
  /** The row's text. */
  children: (fila: T) => ReactNode;
  /** What sits at the row's right end (a state tag). */
  extremo?: (fila: T) => ReactNode;
}

/**
 * The few rows of a widget (last orders, recalls, recoverer items) as a plain list in antd's colours. antd's List
 * would bring its pagination, and with it Select, Form and a virtual list: about 45 KB on the dashboard's first
 * visit for five rows that never page.
 */
export function ListaWidget<T>({ filas, clave, children, extremo }: Props<T>) {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {filas.map((fila, i) => (
        <li
          key={clave(fila)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginXS,
            padding: `${token.paddingXS}px 0`,
            borderTop: i === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
          }}
        >
          <span style={{ minWidth: 0 }}>{children(fila)}</span>
          {extremo && <span style={{ flexShrink: 0 }}>{extremo(fila)}</span>}
        </li>
      ))}
    </ul>
  );
}
