import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Empty, Input, Progress, Space, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { registrarEnServidor } from '@portal/shared/client';
import type { Producto } from '@portal/shared/contracts';
import { Nivel, type ResultadoBusqueda } from '../../busqueda/tipos.js';
import { soloDigitos } from '../../busqueda/normalizar.js';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { usePrecios } from '../../precios/precios.js';
import { porcentaje } from '../../catalogo/progreso.js';
import { DisposicionConCarrito } from '../../carrito/DisposicionConCarrito.js';
import { unidadesEnCarrito, useCarrito, useSumarAlCarrito } from '../../carrito/hooks.js';
import { DetalleProducto } from './DetalleProducto.js';
import { ALTO_FILA, FilaResultado } from './FilaResultado.js';
import { PedidoSugerido } from './PedidoSugerido.js';
import { ListaVirtual } from './ListaVirtual.js';
import { leerAterrizaje, MENSAJE_TIPO_NO_SOPORTADO, troquelesDeCategoria, troquelesDeOferta } from './parametrosBanner.js';
import { textoCantidad } from './textoCantidad.js';
import { useAltoDisponible } from './useAltoDisponible.js';

const { Text, Title } = Typography;

/** Most results kept per search; the count still says how many matched. */
const LIMITE_RESULTADOS = 500;
/** The results never get shorter than this, however little room the window leaves. */
const ALTO_MINIMO_LISTA = 360;
/** Prices are asked for the rows on screen once scrolling settles. */
const ESPERA_PRECIOS_MS = 150;
const SIN_RESULTADOS: ResultadoBusqueda = { ids: [], niveles: [], total: 0 };


/**
 * `/pedidos/nuevo`: the product searcher (SPEC §2 "Orders", §3 "Products"). Keyboard first: type, ↑/↓ to move, digits
 * for the quantity, Enter to add, Esc back to the box; a barcode scanner (digits + Enter) adds its product at once.
 */
export default function PedidoNuevo() {
  const [parametros] = useSearchParams();
  const aterrizaje = useMemo(() => leerAterrizaje(parametros), [parametros]);
  const catalogo = useCatalogo();
  const { sumar } = useSumarAlCarrito();
  const [texto, setTexto] = useState(aterrizaje.texto);
  const [resultado, setResultado] = useState<ResultadoBusqueda>(SIN_RESULTADOS);
  const [buscado, setBuscado] = useState<string | null>(null);
  const [seleccionado, setSeleccionado] = useState(-1);
  const [cantidad, setCantidad] = useState('');
  const [detalle, setDetalle] = useState<number | null>(null);
  const [visibles, setVisibles] = useState<number[]>([]);
  const entrada = useRef<InputRef>(null);
  const lista = useRef<HTMLDivElement>(null);
  // Read here too (when the shell has not): each row says what the cart already holds of its product.
  const { items: itemsCarrito } = useCarrito();
  const altoLista = useAltoDisponible(lista, ALTO_MINIMO_LISTA);

  useEffect(() => {
    if (aterrizaje.tipoNoSoportado !== null) void registrarEnServidor(`${MENSAJE_TIPO_NO_SOPORTADO}: ${aterrizaje.tipoNoSoportado}`);
  }, [aterrizaje.tipoNoSoportado]);

  useEffect(() => setTexto(aterrizaje.texto), [aterrizaje.texto]);

  const soloIds = useMemo(() => {
    if (aterrizaje.ofertaId !== null) return troquelesDeOferta(catalogo.auxiliares.ofertas, aterrizaje.ofertaId);
    if (aterrizaje.categoriaId !== null) return troquelesDeCategoria([...catalogo.productos.values()], catalogo.auxiliares.categorias, aterrizaje.categoriaId);
    return undefined;
  }, [aterrizaje.ofertaId, aterrizaje.categoriaId, catalogo.auxiliares, catalogo.productos]);

  const { buscador } = catalogo;
  useEffect(() => {
    if (!buscador) return;
    let vigente = true;
    void buscador.buscar(texto, { limite: LIMITE_RESULTADOS, soloIds }).then((r) => {
      if (!vigente) return;
      setResultado(r);
      setBuscado(texto);
      setSeleccionado(r.ids.length > 0 ? 0 : -1);
    });
    return () => {
      vigente = false;
    };
  }, [texto, soloIds, buscador]);

  useEffect(() => {
    if (catalogo.listo) entrada.current?.focus();
  }, [catalogo.listo]);

  const filas = useMemo(
    () => resultado.ids.map((id) => catalogo.productos.get(id)).filter((p): p is Producto => p !== undefined),
    [resultado, catalogo.productos],
  );

  const rango = useRef<[number, number]>([0, 0]);
  const temporizadorPrecios = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alVerRango = useCallback(
    (desde: number, hasta: number) => {
      rango.current = [desde, hasta];
      clearTimeout(temporizadorPrecios.current);
      temporizadorPrecios.current = setTimeout(() => setVisibles(filas.slice(...rango.current).map((p) => p.troquel)), ESPERA_PRECIOS_MS);
    },
    [filas],
  );
  useEffect(() => () => clearTimeout(temporizadorPrecios.current), []);
  const precios = usePrecios(visibles, buscado ?? undefined);

  const laboratorio = useCallback(
    (id: number) => catalogo.auxiliares.laboratorios.find((l) => l.id === id)?.nombre ?? '',
    [catalogo.auxiliares.laboratorios],
  );

  const agregar = (troquel: number, unidades: number) => {
    const precio = precios.get(troquel);
    const ofertaId = precio && precio.ofertaId > 0 && unidades >= precio.cantidad ? precio.ofertaId : 0;
    void sumar({ troquel, cantidad: unidades, ofertaId }).catch(() => undefined);
  };

  const volverALaCaja = () => {
    setCantidad('');
    entrada.current?.focus({ cursor: 'all' });
  };

  const teclaEnCaja = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && filas.length > 0) {
      e.preventDefault();
      setSeleccionado((s) => Math.min(filas.length - 1, Math.max(0, s)));
      lista.current?.focus();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const codigo = texto.trim();
      // A scanner types faster than results arrive: ask the engine for this exact text before deciding.
      if (buscador && soloDigitos(codigo)) {
        const exacto = await buscador.buscar(codigo, { limite: 1 });
        if (exacto.niveles[0] === Nivel.CodigoExacto) {
          agregar(exacto.ids[0], 1);
          setTexto('');
          return;
        }
      }
      if (filas.length > 0) {
        setSeleccionado((s) => Math.max(0, s));
        lista.current?.focus();
      }
    }
  };

  const teclaEnLista = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setSeleccionado((s) => Math.min(filas.length - 1, s + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setSeleccionado((s) => Math.max(0, s - 1));
    } else if (/^\d$/.test(e.key)) {
      e.preventDefault();
      setCantidad((c) => (c + e.key).replace(/^0+/, '').slice(0, 5));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      setCantidad((c) => c.slice(0, -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const producto = filas[seleccionado];
      if (producto) agregar(producto.troquel, Number(cantidad || '1'));
      setCantidad('');
    } else if (e.key === 'Escape') {
      e.preventDefault();
      volverALaCaja();
    }
  };

  const hayConsulta = texto.trim() !== '' || soloIds !== undefined;

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Title level={1} style={{ fontSize: 24 }}>
          Nuevo pedido
        </Title>
        <Input
          ref={entrada}
          // SPEC: the search box is focused on arrival, so a counter user (or a scanner) types at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Buscar por nombre, troquel, código de barras, laboratorio, droga, oferta o categoría"
          aria-label="Buscar productos"
          // The searcher reads a scanner's digits + Enter itself (adds at once): the portal-wide scan leaves it alone.
          data-escaneo="propio"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => void teclaEnCaja(e)}
        />
        <Text type="secondary" style={{ display: 'block', margin: '6px 0 12px' }}>
          ↑/↓ para moverse, números para la cantidad, Enter para agregar, Esc para volver a la búsqueda.
        </Text>
        {catalogo.error ? (
          <Alert type="error" showIcon title={catalogo.error} />
        ) : !catalogo.listo ? (
          <Space orientation="vertical" style={{ width: '100%' }} aria-live="polite">
            <Text>Cargando el catálogo de productos…</Text>
            <Progress percent={porcentaje(catalogo.progreso)} status="active" aria-label="Progreso del catálogo" />
          </Space>
        ) : !hayConsulta ? (
          <>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Escriba el nombre, el troquel o el código de barras del producto." />
            <PedidoSugerido />
          </>
        ) : buscado !== null && resultado.total === 0 ? (
          <Empty description={texto.trim() ? `No se encontraron productos para "${texto.trim()}"` : 'No se encontraron productos para esta búsqueda'} />
        ) : (
          <>
            <Text type="secondary" aria-live="polite">
              {textoCantidad(resultado, filas.length)}
              {cantidad && ` · Cantidad: ${cantidad}`}
            </Text>
            <ListaVirtual
              contenedor={lista}
              etiqueta="Resultados de la búsqueda"
              elementos={filas}
              alto={altoLista}
              altoFila={ALTO_FILA}
              seleccionado={seleccionado}
              clave={(p) => p.troquel}
              alVerRango={alVerRango}
              onKeyDown={teclaEnLista}
              fila={(producto, i) => (
                <FilaResultado
                  producto={producto}
                  laboratorio={laboratorio(producto.laboratorioId)}
                  precio={precios.get(producto.troquel)}
                  seleccionado={i === seleccionado}
                  cantidad={cantidad}
                  enCarrito={unidadesEnCarrito(itemsCarrito, producto.troquel)}
                  alSeleccionar={() => setSeleccionado(i)}
                  alAgregar={() => agregar(producto.troquel, Number((i === seleccionado && cantidad) || '1'))}
                  alVerDetalle={() => setDetalle(producto.troquel)}
                />
              )}
            />
          </>
        )}
        <DetalleProducto troquel={detalle} laboratorio={laboratorio} alCerrar={() => setDetalle(null)} />
      </DisposicionConCarrito>
    </div>
  );
}
