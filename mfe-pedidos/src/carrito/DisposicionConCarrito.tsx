import { useState, type ReactNode } from 'react';
import { Badge, Button, Col, Drawer, Grid, Row } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useCarritoStore } from '@portal/shared/client';
import { PanelCarrito } from './PanelCarrito.js';

/** An ordering page with the cart always at hand: a right column from 1200 px wide (1366×768), a drawer below (tablets). */
export function DisposicionConCarrito({ children }: { children: ReactNode }) {
  const pantalla = Grid.useBreakpoint();
  const cantidad = useCarritoStore((s) => s.items.length);
  const [abierto, setAbierto] = useState(false);
  if (pantalla.xl) {
    return (
      <Row gutter={16} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {children}
        </Col>
        <Col flex="380px">
          <PanelCarrito />
        </Col>
      </Row>
    );
  }
  return (
    <>
      {children}
      <Badge count={cantidad} style={{ position: 'fixed', right: 24, bottom: 24 }}>
        <Button
          type="primary"
          shape="round"
          icon={<ShoppingCartOutlined />}
          style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 10 }}
          onClick={() => setAbierto(true)}
        >
          Carrito
        </Button>
      </Badge>
      <Drawer title="Carrito" open={abierto} onClose={() => setAbierto(false)} size={400}>
        <PanelCarrito />
      </Drawer>
    </>
  );
}
