import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { CarOutlined, DeleteOutlined, DownloadOutlined, StarFilled, WarningOutlined } from '@ant-design/icons';
import { formatearPesos } from '@portal/shared/client';
import { routePath, type PromesaEntrega } from '@portal/shared/domain';
import type { ImportesCarrito, ItemCarrito, LineaCarrito, Precio, Producto } from '@portal/shared/contracts';
import { useCatalogo } from '../catalogo/useCatalogo.js';
import { productosPorTroquel } from '../catalogo/productosPorTroquel.js';
import { usePrecios } from '../precios/precios.js';
import { descargarTexto, textoCarrito } from './exportar.js';
import { useAgregarAlCarrito, useCarrito, useQuitarDelCarrito, useVaciarCarrito } from './hooks.js';
import { useImportesCarrito } from './useImportesCarrito.js';
import { AvisoCarrito } from './AvisoCarrito.js';
import { MarcaBono } from '../paginas/comun/MarcaBono.js';
import { CampoCantidad } from '../paginas/comun/CampoCantidad.js';
import { ColegasEnCarrito, EditandoLinea, anunciarEdicion, useCarritoAbierto } from './presencia.js';
import { usePromesasEntrega } from './promesas.js';

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

/** When the line would arrive: a truck for a round, a warning when part or all of it would wait in the recoverer. */
function PromesaLinea({ troquel, promesa }: { troquel: number; promesa: PromesaEntrega }) {
  const demora = promesa.tipo === 'parcial' || promesa.tipo === 'recuperador' || promesa.tipo === 'sin-reparto';
  return (
    <Text type={demora ? 'warning' : 'success'} data-testid={`promesa-${troquel}`} data-tipo={promesa.tipo} style={{ fontSize: 12 }}>
      {demora ? <WarningOutlined aria-hidden /> : <CarOutlined aria-hidden />} {promesa.texto}
    </Text>
  );
}

interface PropsLinea {
  item: ItemCarrito;
  promesa: PromesaEntrega | undefined;
  producto: Producto | undefined;
  precio: Precio | undefined;
  /** The quantity being typed: undefined when none, null while the field is empty. */
  pendiente: number | null | undefined;
  alCambiar(cantidad: number | null): void;
  alConfirmar(): void;
  alQuitar(): void;
}

function LineaCarritoVista({ item, promesa, producto, precio, pendiente, alCambiar, alConfirmar, alQuitar }: PropsLinea) {
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
          {producto && <MarcaBono flags={producto.flags} />}
          {item.recomendado && (
            <Tooltip title="Producto recomendado">
              <Tag color="gold" icon={<StarFilled />}>
                Recomendado
              </Tag>
            </Tooltip>
          )}
          {item.ofertaId > 0 && <Tag color="green">Oferta {item.ofertaId}</Tag>}
          {item.comboId > 0 && <Tag color="purple">Combo {item.comboId}</Tag>}
          <EditandoLinea troquel={item.troquel} />
        </Space>
        <Space size={8} wrap>
          <CampoCantidad
            size="small"
            aria-label={`Cantidad de ${nombre}`}
            value={pendiente === undefined ? item.cantidad : pendiente}
            onChange={alCambiar}
            onFocus={() => anunciarEdicion(item.troquel)}
            onBlur={() => {
              anunciarEdicion(null);
              alConfirmar();
            }}
            onPressEnter={alConfirmar}
          />
          {pista(precio) && <Text type="secondary">{pista(precio)}</Text>}
        </Space>
        {precio && (
          <Text type="secondary" data-testid={`importe-linea-${item.troquel}`}>
            {formatearPesos(precio.valor)} c/u · {formatearPesos(precio.valor * (pendiente ?? item.cantidad))}
          </Text>
        )}
        {promesa && <PromesaLinea troquel={item.troquel} promesa={promesa} />}
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
  /** Whether the panel shows the notice of the last change (the narrow layout shows it beside its cart button instead). */
  conAviso?: boolean;
}

/**
 * The cart while ordering (SPEC §3 "Cart"): the pharmacy's lines, live through the shell's hub connection, with editable
 * quantities, the message of the last change, amounts, export, clear and the way on to the summary.
 */
export function PanelCarrito({ principal = false, conAviso = true }: PropsPanelCarrito) {
  const { carritoId, items, error } = useCarrito();
  const { productos: catalogo } = useCatalogo();
  const { agregar } = useAgregarAlCarrito();
  const quitar = useQuitarDelCarrito();
  const vaciar = useVaciarCarrito();
  const [pendientes, setPendientes] = useState<Record<number, number | null>>({});
  /** The quantity of each line whose change is on its way. */
  const enviadas = useRef(new Map<number, number>());
  useCarritoAbierto();
  const promesas = usePromesasEntrega(items);

  const troqueles = useMemo(() => items.map((i) => i.troquel), [items]);
  const nombres = useQuery({
    queryKey: ['carrito-productos', troqueles, catalogo.size],
    queryFn: () => productosPorTroquel(troqueles, catalogo),
    enabled: troqueles.length > 0,
    placeholderData: (anterior) => anterior,
  });
  const productos = nombres.data ?? catalogo;
  const precios = usePrecios(troqueles);

  const lineasPendientes: LineaCarrito[] = items.flatMap((i) => {
    const cantidad = pendientes[i.troquel];
    return cantidad === undefined || cantidad === null || cantidad === i.cantidad ? [] : [{ troquel: i.troquel, cantidad, ofertaId: i.ofertaId }];
  });
  const { importes, provisorios } = useImportesCarrito(items, lineasPendientes);

  /** The typed quantity is no longer pending (unless the user typed another one meanwhile). */
  const olvidarPendiente = (troquel: number, cantidad: number | null) =>
    setPendientes((actuales) => {
      if (actuales[troquel] !== cantidad) return actuales;
      const { [troquel]: _, ...resto } = actuales;
      return resto;
    });

  const confirmar = (item: ItemCarrito) => {
    const cantidad = pendientes[item.troquel];
    if (cantidad === undefined) return;
    // A field left empty keeps the quantity the line had; 0 typed removes it.
    if (cantidad === null || cantidad === item.cantidad) return olvidarPendiente(item.troquel, cantidad);
    // Enter and then leaving the field confirm the same quantity: it goes once.
    if (enviadas.current.get(item.troquel) === cantidad) return;
    enviadas.current.set(item.troquel, cantidad);
    // The typed quantity stays on the line, with its amounts, until the answer's cart (the line as saved) replaces it.
    void agregar({ troquel: item.troquel, cantidad, ofertaId: item.ofertaId })
      .catch(() => undefined)
      .finally(() => {
        if (enviadas.current.get(item.troquel) === cantidad) enviadas.current.delete(item.troquel);
        olvidarPendiente(item.troquel, cantidad);
      });
  };

  const exportar = () => {
    const texto = textoCarrito(items.map((i) => ({ troquel: i.troquel, nombre: productos.get(i.troquel)?.nombre ?? '', cantidad: i.cantidad })));
    descargarTexto(`carrito-${carritoId ?? 'actual'}.txt`, texto);
  };

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
      <ColegasEnCarrito />
      {conAviso && <AvisoCarrito productos={productos} />}
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
              promesa={promesas?.get(item.troquel)}
              producto={productos.get(item.troquel)}
              precio={precios.get(item.troquel)}
              pendiente={pendientes[item.troquel]}
              alCambiar={(valor) => setPendientes((p) => ({ ...p, [item.troquel]: valor }))}
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
