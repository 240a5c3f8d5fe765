import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, InputNumber, List, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, StarFilled } from '@ant-design/icons';
import { formatearPesos } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import type { ImportesCarrito, ItemCarrito, LineaCarrito, Precio, Producto } from '@portal/shared/contracts';
import { useCatalogo } from '../catalogo/useCatalogo.js';
import { productosPorTroquel } from '../catalogo/productosPorTroquel.js';
import { usePrecios } from '../catalogo/precios.js';
import { descargarTexto, textoCarrito } from './exportar.js';
import { useAgregarAlCarrito, useCarrito, useQuitarDelCarrito, useVaciarCarrito } from './hooks.js';
import { useImportesCarrito } from './useImportesCarrito.js';
import { useResultadosCarrito } from './resultadosCarrito.js';

const { Text } = Typography;

function pista(precio: Precio | undefined): string | null {
  if (!precio) return null;
  const partes = [`Mín. ${precio.min}`];
  if (precio.max !== null) partes.push(`Máx. ${precio.max}`);
  if (precio.multi > 1) partes.push(`Múltiplo de ${precio.multi}`);
  return partes.join(' · ');
}

function Importes({ importes, provisorios }: { importes: ImportesCarrito | null; provisorios: boolean }) {
  if (!importes) return null;
  const filas: [string, number][] = [
    ['Subtotal gravado', importes.subtotalGravado],
    ['Subtotal exento', importes.subtotalExento],
    ['IVA', importes.iva],
    ['Percepción IIBB', importes.percepcionIIBBGravado + importes.percepcionIIBBExento],
    ['Percepción IVA', importes.percepcionIVA],
  ];
  return (
    <div aria-label="Importes del carrito">
      {filas.map(([etiqueta, valor]) => (
        <div key={etiqueta} style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Text type="secondary">{etiqueta}</Text>
          <Text>{formatearPesos(valor)}</Text>
        </div>
      ))}
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Text strong>Total{provisorios ? ' (con cambios sin guardar)' : ''}</Text>
        <Text strong data-testid="total-carrito">
          {formatearPesos(importes.total)}
        </Text>
      </div>
    </div>
  );
}

interface PropsLinea {
  item: ItemCarrito;
  producto: Producto | undefined;
  precio: Precio | undefined;
  pendiente: number | undefined;
  alCambiar(cantidad: number | null): void;
  alConfirmar(): void;
  alQuitar(): void;
}

function LineaCarritoVista({ item, producto, precio, pendiente, alCambiar, alConfirmar, alQuitar }: PropsLinea) {
  const nombre = producto?.nombre ?? `Troquel ${item.troquel}`;
  return (
    <List.Item
      data-testid={`linea-carrito-${item.troquel}`}
      actions={[
        <Tooltip key="quitar" title="Quitar del carrito">
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Quitar ${nombre}`} onClick={alQuitar} />
        </Tooltip>,
      ]}
    >
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space size={4} wrap>
          <Text strong>{nombre}</Text>
          {item.recomendado && (
            <Tooltip title="Producto recomendado">
              <Tag color="gold" icon={<StarFilled />}>
                Recomendado
              </Tag>
            </Tooltip>
          )}
          {item.ofertaId > 0 && <Tag color="green">Oferta {item.ofertaId}</Tag>}
          {item.comboId > 0 && <Tag color="purple">Combo {item.comboId}</Tag>}
        </Space>
        <Space size={8} wrap>
          <InputNumber
            size="small"
            min={0}
            max={99_999}
            aria-label={`Cantidad de ${nombre}`}
            value={pendiente ?? item.cantidad}
            onChange={alCambiar}
            onBlur={alConfirmar}
            onPressEnter={alConfirmar}
          />
          {pista(precio) && <Text type="secondary">{pista(precio)}</Text>}
        </Space>
        {precio && (
          <Text type="secondary" data-testid={`importe-linea-${item.troquel}`}>
            {formatearPesos(precio.valor)} c/u · {formatearPesos(precio.valor * (pendiente ?? item.cantidad))}
          </Text>
        )}
      </Space>
    </List.Item>
  );
}

export interface PropsPanelCarrito {
  /**
   * The cart is the page's main content (the summary): the list is not cut to half the screen and there is no
   * "Continuar", since the page itself goes on to the confirmation.
   */
  principal?: boolean;
}

/**
 * The cart while ordering (SPEC §3 "Cart"): the pharmacy's lines, live through the shell's hub connection, with editable
 * quantities, the message of the last change, amounts, export, clear and the way on to the summary.
 */
export function PanelCarrito({ principal = false }: PropsPanelCarrito) {
  const { carritoId, items, error } = useCarrito();
  const { productos: catalogo } = useCatalogo();
  const { agregar } = useAgregarAlCarrito();
  const quitar = useQuitarDelCarrito();
  const vaciar = useVaciarCarrito();
  const ultimo = useResultadosCarrito((s) => s.ultimo);
  const descartar = useResultadosCarrito((s) => s.descartar);
  const [pendientes, setPendientes] = useState<Record<number, number>>({});

  const troqueles = useMemo(() => items.map((i) => i.troquel), [items]);
  const nombres = useQuery({
    queryKey: ['carrito-productos', troqueles, catalogo.size],
    queryFn: () => productosPorTroquel(troqueles, catalogo),
    enabled: troqueles.length > 0,
    placeholderData: (anterior) => anterior,
  });
  const productos = nombres.data ?? catalogo;
  const precios = usePrecios(troqueles);

  const lineasPendientes: LineaCarrito[] = items
    .filter((i) => pendientes[i.troquel] !== undefined && pendientes[i.troquel] !== i.cantidad)
    .map((i) => ({ troquel: i.troquel, cantidad: pendientes[i.troquel], ofertaId: i.ofertaId }));
  const { importes, provisorios } = useImportesCarrito(items, lineasPendientes);

  const confirmar = (item: ItemCarrito) => {
    const cantidad = pendientes[item.troquel];
    if (cantidad === undefined) return;
    setPendientes(({ [item.troquel]: _, ...resto }) => resto);
    if (cantidad !== item.cantidad) void agregar({ troquel: item.troquel, cantidad, ofertaId: item.ofertaId }).catch(() => undefined);
  };

  const exportar = () => {
    const texto = textoCarrito(items.map((i) => ({ troquel: i.troquel, nombre: productos.get(i.troquel)?.nombre ?? '', cantidad: i.cantidad })));
    descargarTexto(`carrito-${carritoId ?? 'actual'}.txt`, texto);
  };

  const nombreUltimo = ultimo ? (productos.get(ultimo.troquel)?.nombre ?? `Troquel ${ultimo.troquel}`) : '';

  return (
    <Card
      title={`Carrito (${items.length})`}
      size="small"
      aria-label="Carrito"
      extra={
        <Space size={4}>
          <Tooltip title="Exportar el carrito a un archivo de texto">
            <Button size="small" icon={<DownloadOutlined />} onClick={exportar} disabled={items.length === 0} aria-label="Exportar carrito" />
          </Tooltip>
          <Popconfirm
            title="Vaciar el carrito"
            description="¿Quitar todos los productos del carrito?"
            okText="Sí, vaciar"
            cancelText="Cancelar"
            onConfirm={() => vaciar().catch(() => undefined)}
            disabled={items.length === 0}
          >
            <Button size="small" danger disabled={items.length === 0}>
              Vaciar
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {ultimo && (
        <Alert
          key={ultimo.secuencia}
          type={ultimo.tipo}
          showIcon
          closable={{ onClose: descartar }}
          style={{ marginBottom: 8 }}
          title={nombreUltimo}
          description={ultimo.mensaje}
          role="status"
        />
      )}
      {error !== null && error !== undefined && <Alert type="error" showIcon title="No se pudo leer el carrito." style={{ marginBottom: 8 }} />}
      {items.length === 0 ? (
        <Empty description="El carrito está vacío" />
      ) : (
        <List
          size="small"
          dataSource={items}
          rowKey={(i) => i.troquel}
          style={principal ? undefined : { maxHeight: '50vh', overflowY: 'auto' }}
          renderItem={(item) => (
            <LineaCarritoVista
              item={item}
              producto={productos.get(item.troquel)}
              precio={precios.get(item.troquel)}
              pendiente={pendientes[item.troquel]}
              alCambiar={(valor) => setPendientes((p) => ({ ...p, [item.troquel]: valor ?? 0 }))}
              alConfirmar={() => confirmar(item)}
              alQuitar={() => void quitar(item.troquel).catch(() => undefined)}
            />
          )}
        />
      )}
      <div style={{ marginTop: 12 }}>
        <Importes importes={importes} provisorios={provisorios} />
      </div>
      {!principal && (
        <Link to={routePath('resumen-pedido')}>
          <Button type="primary" block style={{ marginTop: 12 }} disabled={items.length === 0}>
            Continuar
          </Button>
        </Link>
      )}
    </Card>
  );
}
