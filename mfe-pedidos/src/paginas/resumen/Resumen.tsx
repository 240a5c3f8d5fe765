import { useRef, useState } from 'react';
import { useNavigate, Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Radio, Space, Typography } from 'antd';
import { apiClient, ErrorApi, formatearFechaHora, useSesion } from '@portal/shared/client';
import { pedidoSchema } from '@portal/shared/contracts';
import { TEXTOS_MOTIVO_RECHAZO, TEXTOS_RESULTADO_CHEQUEO, routePath, type MotivoRechazo, type ResultadoChequeo } from '@portal/shared/domain';
import { PanelCarrito, useCarrito } from '../../carrito/index.js';
import { olvidarPrecios } from '../../catalogo/precios.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { rechazoDeError } from './bloqueo-pedido.js';
import { Countdown } from './Countdown.js';
import { cuerpoConfirmar, useRestricciones, useSegundosCountdown, useTurnosDisponibles } from './resumen-api.js';

const textoMotivo = (motivo: number, resultado: number): string =>
  TEXTOS_MOTIVO_RECHAZO[motivo as MotivoRechazo] ?? TEXTOS_RESULTADO_CHEQUEO[resultado as ResultadoChequeo] ?? 'Rechazado';

/**
 * /pedidos/resumen: the cart as the page's main content (the same live panel the ordering pages show beside them,
 * with its amounts), the restriction check, the delivery shift and the confirmation.
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
  const segundos = useSegundosCountdown();
  const [turnoElegido, setTurnoElegido] = useState<number | null>(null);
  const [procesarBonos, setProcesarBonos] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enviando = useRef(false);

  const turnoId = turnos.data?.some((t) => t.id === turnoElegido) ? turnoElegido : (turnos.data?.[0]?.id ?? null);
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre ?? `Troquel ${troquel}`;

  const confirmar = useMutation({
    mutationFn: () => {
      if (carrito.carritoId === null || turnoId === null) throw new Error('Elija un turno de entrega.');
      const cuerpo = cuerpoConfirmar({ carritoId: carrito.carritoId, items: carrito.items }, turnoId, procesarBonos);
      return apiClient.post('/api/pedido/Confirmar', { body: cuerpo, schema: pedidoSchema, silencioso: true });
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
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={2}>Resumen del pedido</Typography.Title>
      {vacio ? (
        <Alert type="info" showIcon title="El carrito está vacío." description={<Link to={routePath('pedido-nuevo')}>Buscar productos</Link>} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Countdown segundos={segundos} onFin={refrescar} />
          <PanelCarrito principal />
          {restricciones.data && restricciones.data.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title="Algunos productos no se pueden pedir en la cantidad indicada"
              description={
                <ul>
                  {restricciones.data.map((r, i) => (
                    <li key={i}>
                      {nombre(r.troquel)}: {textoMotivo(r.motivoRechazo, r.resultadoChequeo)}. Pedido {r.cantidadPedida}, aceptado {r.cantidadAceptada}.
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <Card title="Turno de entrega" size="small">
            {turnos.data?.length === 0 ? (
              <Alert type="warning" showIcon title="No hay turnos de entrega disponibles en este momento." />
            ) : (
              <Radio.Group value={turnoId} onChange={(e) => setTurnoElegido(Number(e.target.value))} aria-label="Turno de entrega">
                <Space orientation="vertical">
                  {turnos.data?.map((t) => (
                    <Radio key={t.id} value={t.id}>
                      {t.obs} (cierra {formatearFechaHora(t.cierre)}
                      {t.paraHoy ? ', hoy' : ''})
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
          </Card>
          <Checkbox checked={procesarBonos} onChange={(e) => setProcesarBonos(e.target.checked)}>
            Procesar bonos
          </Checkbox>
          {error && <Alert type="error" showIcon title={error} />}
          <Button
            type="primary"
            size="large"
            disabled={turnoId === null || carrito.carritoId === null || items.length === 0 || confirmar.isPending}
            loading={confirmar.isPending}
            onClick={alConfirmar}
          >
            Confirmar pedido
          </Button>
        </Space>
      )}
    </div>
  );
}
