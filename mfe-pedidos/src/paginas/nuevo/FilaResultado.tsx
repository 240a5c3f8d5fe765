import { Button, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
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
  alSeleccionar(): void;
  alAgregar(): void;
  alVerDetalle(): void;
}

export const ALTO_FILA = 64;

export function FilaResultado({ producto, laboratorio, precio, seleccionado, cantidad, alSeleccionar, alAgregar, alVerDetalle }: PropsFila) {
  const conDescuento = precio && precio.valor < precio.ultimoPrecio;
  return (
    <div
      id={`resultado-${producto.troquel}`}
      role="option"
      aria-selected={seleccionado}
      aria-label={producto.nombre}
      data-testid={`resultado-${producto.troquel}`}
      onClick={alSeleccionar}
      onDoubleClick={alAgregar}
      style={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '0 12px',
        borderBottom: '1px solid #f0f0f0',
        background: seleccionado ? '#e6f4ff' : undefined,
        cursor: 'pointer',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text strong ellipsis={{ tooltip: producto.nombre }} style={{ display: 'block' }}>
          {producto.nombre}
        </Text>
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap', overflow: 'hidden' }}>
          <Text type="secondary">{laboratorio}</Text>
          <Text type="secondary">· {producto.troquel}</Text>
          <IndicadoresProducto producto={producto} />
        </div>
      </div>
      <div style={{ width: 140, textAlign: 'right' }}>
        {precio ? (
          <>
            <Text strong>{formatearPesos(precio.valor)}</Text>
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
          </>
        ) : (
          <Text type="secondary">…</Text>
        )}
      </div>
      <div style={{ width: 110 }}>{precio && <EtiquetaStock nivel={precio.stock} />}</div>
      {seleccionado && cantidad && <Text aria-label="Cantidad a agregar" strong>{`× ${cantidad}`}</Text>}
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
    </div>
  );
}
