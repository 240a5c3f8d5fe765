import { useRef, useState } from 'react';
import { useNavigate, Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Grid, Space, Typography } from 'antd';
import { ErrorApi, plural, useSesion } from '@portal/shared/client';
import type { TurnoDisponible } from '@portal/shared/contracts';
import { TEXTOS_MOTIVO_RECHAZO, TEXTOS_RESULTADO_CHEQUEO, routePath, type MotivoRechazo, type ResultadoChequeo } from '@portal/shared/domain';
import { PanelCarrito, useCarrito } from '../../carrito/index.js';
import { CONFIG_POR_DEFECTO, useConfigPedidos } from '../../configuracion.js';
import { olvidarPrecios } from '../../precios/precios.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { rechazoDeError } from './bloqueo-pedido.js';
import { Countdown } from './Countdown.js';
import { EleccionTurno, turnoSugerido } from './EleccionTurno.js';
import { confirmarPedido, cuerpoConfirmar, useRestricciones, useTurnosDisponibles } from './resumen-api.js';

const textoMotivo = (motivo: number, resultado: number): string =>
  TEXTOS_MOTIVO_RECHAZO[motivo as MotivoRechazo] ?? TEXTOS_RESULTADO_CHEQUEO[resultado as ResultadoChequeo] ?? 'Rechazado';

/**
 * The shift the order goes in. Until the user picks one, the suggested one (the next to close): read again when the
 * countdown ends, it stays the next to close rather than a shift whose closing passed and now goes in a later day.
 * The user's pick stands; one left out of a list read again is a choice to make again, never swapped behind them.
 */
function turnoDeEntrega(turnos: readonly TurnoDisponible[] | undefined, elegido: number | null): number | null {
  if (turnos === undefined) return null;
  if (elegido === null) return turnoSugerido(turnos)?.id ?? null;
  return turnos.some((t) => t.id === elegido) ? elegido : null;
}

/**
 * /pedidos/resumen: the cart as the page's main content (the same live panel the ordering pages show beside them,
 * with its amounts), the restriction check, the delivery shift (the suggested one unless the user picks another) and the
 * confirmation. The shift and "Confirmar pedido" are in view without scrolling: beside the cart from 1200 px (and
 * staying in view), above it below.
 */
export default function Resumen() {
  const usuario = useSesion();
  const navegar = useNavigate();
  const cliente = useQueryClient();
  const carrito = useCarrito();
  const items = carrito.items.filter((i) => i.cantidad > 0);
  const turnos = useTurnosDisponibles(usuario?.farmaciaId);
  const restricciones = useRestricciones(carrito.cargado ? items : undefined);
  const datos = useDatosProductos((restricciones.data ?? []).map((r) => r.troquel));
  const segundos = useConfigPedidos()?.countdownResumen ?? CONFIG_POR_DEFECTO.countdownResumen;
  const [turnoElegido, setTurnoElegido] = useState<number | null>(null);
  const [procesarBonos, setProcesarBonos] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enviando = useRef(false);

  const pantalla = Grid.useBreakpoint();
  const turnoId = turnoDeEntrega(turnos.data, turnoElegido);
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre ?? `Troquel ${troquel}`;

  const confirmar = useMutation({
    mutationFn: () => {
      if (carrito.carritoId === null || turnoId === null) throw new Error('Elija un turno de entrega.');
      return confirmarPedido(cuerpoConfirmar({ carritoId: carrito.carritoId, items: carrito.items }, turnoId, procesarBonos));
    },
    onSuccess: (pedido) => navegar(routePath('confirmacion-pedido', { '*': pedido.pedidoGuid })),
    onError: (e) => {
      // Only a refusal lets the user try again: after a success the page is leaving, and a late second click of a
      // double click must not send a second order.
      enviando.current = false;
      const rechazo = rechazoDeError(e);
      if (rechazo) {
        navegar(routePath(rechazo.ruta));
        return;
      }
      setError(e instanceof ErrorApi ? e.mensajeServidor : e.message);
      void cliente.invalidateQueries({ queryKey: ['pedidos', 'resumen'] });
    },
  });

  const alConfirmar = () => {
    // Two clicks in the same tick both see isPending false; the ref closes that gap.
    if (enviando.current) return;
    enviando.current = true;
    setError(null);
    confirmar.mutate();
  };

  /** When the countdown ends: shifts, amounts, prices and the restriction check are read again. */
  const refrescar = () => {
    olvidarPrecios();
    for (const queryKey of [['pedidos', 'resumen', 'turnos'], ['pedidos', 'resumen', 'restricciones'], ['importe-carrito'], ['precios']]) {
      void cliente.invalidateQueries({ queryKey });
    }
  };

  if (carrito.error) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="error" showIcon title="No se pudo obtener el carrito." />
      </div>
    );
  }

  const vacio = carrito.cargado && items.length === 0;
  const restringidos = restricciones.data ?? [];
  const confirmacion = (
    <Card title="Confirmar el pedido" size="small" aria-label="Confirmar el pedido">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>Turno de entrega</Typography.Text>
          <EleccionTurno turnos={turnos.data} elegido={turnoId} onElegir={setTurnoElegido} />
        </div>
        <Checkbox checked={procesarBonos} onChange={(e) => setProcesarBonos(e.target.checked)}>
          Procesar bonos
        </Checkbox>
        {error && <Alert type="error" showIcon title={error} />}
        <Button
          type="primary"
          size="large"
          block
          disabled={turnoId === null || carrito.carritoId === null || items.length === 0 || confirmar.isPending}
          loading={confirmar.isPending}
          onClick={alConfirmar}
        >
          Confirmar pedido
        </Button>
        <Countdown segundos={segundos} onFin={refrescar} />
      </Space>
    </Card>
  );
  const avisoRestricciones = restringidos.length > 0 && (
    <Alert
      type="warning"
      showIcon
      title={`${plural(restringidos.length, 'producto no se puede', 'productos no se pueden')} pedir en la cantidad indicada`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {restringidos.map((r, i) => (
            <li key={i}>
              {nombre(r.troquel)}: {textoMotivo(r.motivoRechazo, r.resultadoChequeo)}. Pedido {r.cantidadPedida}, aceptado {r.cantidadAceptada}.
            </li>
          ))}
        </ul>
      }
    />
  );
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Resumen del pedido</Typography.Title>
      {vacio ? (
        <Alert type="info" showIcon title="El carrito está vacío." description={<Link to={routePath('pedido-nuevo')}>Buscar productos</Link>} />
      ) : pantalla.xl ? (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <Space orientation="vertical" size="large" style={{ flex: '1 1 auto', minWidth: 0 }}>
            {avisoRestricciones}
            <PanelCarrito principal />
          </Space>
          <div style={{ flex: '0 0 380px', position: 'sticky', top: 16 }}>{confirmacion}</div>
        </div>
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {confirmacion}
          {avisoRestricciones}
          <PanelCarrito principal />
        </Space>
      )}
    </div>
  );
}
