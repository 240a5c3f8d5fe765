import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { formatearPesos } from '@portal/shared/client';
import type { Precio, Producto } from '@portal/shared/contracts';
import { EtiquetaStock, IndicadoresProducto } from './IndicadoresProducto.js';

const { Text } = Typography;

interface PropsFila {
  producto: Producto;
  laboratorio: string;
  precio: Precio | undefined;
  seleccionado: boolean;
  /** Units typed for the selected row. */
  cantidad: string;
  /** Units of the product the cart already holds. */
  enCarrito: number;
  alSeleccionar(): void;
  alAgregar(): void;
  alVerDetalle(): void;
}

/** What a row measures before it is drawn (the list then measures each one). */
export const ALTO_FILA = 84;

/**
 * A product of the results: its whole name (on as many lines as it needs), laboratory, troquel and presentation, its
 * marks (wrapping, never cut), price and stock, what the cart already holds of it, and its buttons.
 */
export function FilaResultado({ producto, laboratorio, precio, seleccionado, cantidad, enCarrito, alSeleccionar, alAgregar, alVerDetalle }: PropsFila) {
  const conDescuento = precio && precio.valor < precio.ultimoPrecio;
  return (
    // An option of an aria-activedescendant listbox: the list (ListaVirtual) holds the focus and answers the keys.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={`resultado-${producto.troquel}`}
      role="option"
      aria-selected={seleccionado}
      aria-label={producto.nombre}
      data-testid={`resultado-${producto.troquel}`}
      onClick={alSeleccionar}
      onDoubleClick={alAgregar}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 12,
        padding: '8px 12px',
        borderBottom: '1px solid #f0f0f0',
        background: seleccionado ? '#e6f4ff' : undefined,
        cursor: 'pointer',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text strong data-nombre-producto style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {producto.nombre}
        </Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 6 }}>
          <Text type="secondary">{laboratorio}</Text>
          <Text type="secondary">· Troquel {producto.troquel}</Text>
          {producto.presentacion && <Text type="secondary">· {producto.presentacion}</Text>}
        </div>
        <IndicadoresProducto producto={producto} />
      </div>
      <div style={{ flex: '0 0 112px', textAlign: 'right' }}>
        {precio ? (
          <>
            <Text strong style={{ display: 'block' }}>
              {formatearPesos(precio.valor)}
            </Text>
            {conDescuento && (
              <Text type="secondary" delete style={{ display: 'block', fontSize: 12 }}>
                {formatearPesos(precio.ultimoPrecio)}
              </Text>
            )}
            {precio.descuentoTexto && (
              <Text type="success" style={{ display: 'block', fontSize: 12 }}>
                {precio.descuentoTexto}
              </Text>
            )}
            <EtiquetaStock nivel={precio.stock} />
          </>
        ) : (
          <Text type="secondary">…</Text>
        )}
      </div>
      <div style={{ flex: '0 0 auto', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
        <Space size={4}>
          <Tooltip title="Ver detalle">
            <Button
              type="text"
              icon={<InfoCircleOutlined />}
              aria-label={`Detalle de ${producto.nombre}`}
              onClick={(e) => {
                e.stopPropagation();
                alVerDetalle();
              }}
            />
          </Tooltip>
          <Button
            icon={<PlusOutlined />}
            aria-label={`Agregar ${producto.nombre}`}
            onClick={(e) => {
              e.stopPropagation();
              alAgregar();
            }}
          >
            Agregar
          </Button>
        </Space>
        {enCarrito > 0 && (
          <Tag color="blue" icon={<ShoppingCartOutlined />} style={{ marginInlineEnd: 0 }} data-testid={`en-carrito-${producto.troquel}`}>
            {enCarrito} en el carrito
          </Tag>
        )}
        {seleccionado && cantidad && <Text aria-label="Cantidad a agregar" strong>{`× ${cantidad}`}</Text>}
      </div>
    </div>
  );
}
