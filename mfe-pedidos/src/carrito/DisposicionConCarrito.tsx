import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Grid } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useCarritoStore } from '@portal/shared/client';
import { AvisoCarrito } from './AvisoCarrito.js';
import { PanelCarrito } from './PanelCarrito.js';

/** Width of the cart column: the rest of 1366 px (menu open) stays for the page's tables. */
const ANCHO_COLUMNA = 340;
const ANCHO_COLUMNA_ANCHA = 400;

/**
 * An ordering page with the cart always at hand, never over the page's controls:
 * - from 1200 px wide (1366×768), a column beside the page that stays in view while the page scrolls;
 * - below (tablets, 1024 px), a bar above the page with the notice of the last change and the button that opens the
 *   cart in a drawer. Nothing floats over the page.
 */
export function DisposicionConCarrito({ children }: { children: ReactNode }) {
  const pantalla = Grid.useBreakpoint();
  const cantidad = useCarritoStore((s) => s.items.length);
  const [abierto, setAbierto] = useState(false);
  if (pantalla.xl) {
    const ancho = pantalla.xxl ? ANCHO_COLUMNA_ANCHA : ANCHO_COLUMNA;
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }} data-disposicion="columna">
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>{children}</div>
        <aside
          aria-label="Columna del carrito"
          style={{ flex: `0 0 ${ancho}px`, width: ancho, position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto' }}
        >
          <PanelCarrito />
        </aside>
      </div>
    );
  }
  return (
    <div data-disposicion="cajon">
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', gap: 12, marginBottom: 8 }}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>{!abierto && <AvisoCarrito />}</div>
        <Badge count={cantidad} overflowCount={999}>
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => setAbierto(true)}>
            Carrito
          </Button>
        </Badge>
      </div>
      {children}
      <Drawer title="Carrito" open={abierto} onClose={() => setAbierto(false)} size={400}>
        <PanelCarrito conAviso={abierto} />
      </Drawer>
    </div>
  );
}
