import { useRef, useState } from 'react';
import { useNavigate, Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Descriptions, Radio, Space, Table, Typography } from 'antd';
import { apiClient, ErrorApi, formatearFechaHora, formatearPesos, useSesion } from '@portal/shared/client';
import { pedidoSchema, type ItemCarrito } from '@portal/shared/contracts';
import { TEXTOS_MOTIVO_RECHAZO, TEXTOS_RESULTADO_CHEQUEO, routePath, type MotivoRechazo, type ResultadoChequeo } from '@portal/shared/domain';
import { useDatosProductos } from '../favoritos/productos-api.js';
import { rechazoDeError } from './bloqueo-pedido.js';
import { Countdown } from './Countdown.js';
import {
  cuerpoConfirmar,
  useCarritoResumen,
  useImportes,
  useRestricciones,
  useSegundosCountdown,
  useTurnosDisponibles,
} from './resumen-api.js';

const textoMotivo = (motivo: number, resultado: number): string =>
  TEXTOS_MOTIVO_RECHAZO[motivo as MotivoRechazo] ?? TEXTOS_RESULTADO_CHEQUEO[resultado as ResultadoChequeo] ?? 'Rechazado';

/** /pedidos/resumen: the cart, its amounts, the delivery shift and the restriction check before confirming the order. */
export default function Resumen() {
  const usuario = useSesion();
  const navegar = useNavigate();
  const cliente = useQueryClient();
  const carrito = useCarritoResumen();
  const items = carrito.data?.items.filter((i) => i.cantidad > 0);
  const importes = useImportes(carrito.data);
  const turnos = useTurnosDisponibles(usuario?.farmaciaId);
  const restricciones = useRestricciones(items);
  const datos = useDatosProductos((items ?? []).map((i) => i.troquel));
  const segundos = useSegundosCountdown();
  const [turnoElegido, setTurnoElegido] = useState<number | null>(null);
  const [procesarBonos, setProcesarBonos] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enviando = useRef(false);

  const turnoId = turnos.data?.some((t) => t.id === turnoElegido) ? turnoElegido : (turnos.data?.[0]?.id ?? null);
  const nombre = (troquel: number) => datos.data?.productos.get(troquel)?.nombre ?? `Troquel ${troquel}`;

  const confirmar = useMutation({
    mutationFn: () => {
      if (!carrito.data || turnoId === null) throw new Error('Elija un turno de entrega.');
      return apiClient.post('/api/pedido/Confirmar', { body: cuerpoConfirmar(carrito.data, turnoId, procesarBonos), schema: pedidoSchema, silencioso: true });
    },
    onSuccess: (pedido) => navegar(routePath('confirmacion-pedido', { '*': pedido.pedidoGuid })),
    onError: (e) => {
      const rechazo = rechazoDeError(e);
      if (rechazo) {
        navegar(routePath(rechazo.ruta));
        return;
      }
      setError(e instanceof ErrorApi ? e.mensajeServidor : e.message);
      void cliente.invalidateQueries({ queryKey: ['pedidos', 'resumen'] });
    },
    onSettled: () => {
      enviando.current = false;
    },
  });

  const alConfirmar = () => {
    // Two clicks in the same tick both see isPending false; the ref closes that gap.
    if (enviando.current) return;
    enviando.current = true;
    setError(null);
    confirmar.mutate();
  };

  const refrescar = () => {
    void cliente.invalidateQueries({ queryKey: ['pedidos', 'resumen', 'turnos'] });
    void cliente.invalidateQueries({ queryKey: ['pedidos', 'resumen', 'importes'] });
    void cliente.invalidateQueries({ queryKey: ['pedidos', 'datos-productos'] });
  };

  if (carrito.isError) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="error" showIcon title="No se pudo obtener el carrito." />
      </div>
    );
  }

  const vacio = carrito.data !== undefined && (items ?? []).length === 0;
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={2}>Resumen del pedido</Typography.Title>
      {vacio ? (
        <Alert
          type="info"
          showIcon
          title="El carrito está vacío."
          description={<Link to={routePath('pedido-nuevo')}>Buscar productos</Link>}
        />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Countdown segundos={segundos} onFin={refrescar} />
          <Table<ItemCarrito>
            rowKey={(i) => `${i.troquel}-${i.comboId}-${i.ofertaId}`}
            loading={carrito.isLoading}
            dataSource={items}
            pagination={false}
            columns={[
              { title: 'Troquel', dataIndex: 'troquel' },
              { title: 'Producto', key: 'nombre', render: (_, i) => nombre(i.troquel) },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
              {
                title: 'Precio unitario',
                key: 'precio',
                align: 'right',
                render: (_, i) => {
                  const precio = datos.data?.precios.get(i.troquel);
                  return precio ? formatearPesos(precio.valor) : '…';
                },
              },
              {
                title: 'Importe',
                key: 'importe',
                align: 'right',
                render: (_, i) => {
                  const precio = datos.data?.precios.get(i.troquel);
                  return precio ? formatearPesos(precio.valor * i.cantidad) : '…';
                },
              },
              { title: 'Condición', key: 'condicion', render: (_, i) => (i.comboId ? `Combo ${i.comboId}` : i.ofertaId ? `Oferta ${i.ofertaId}` : '') },
            ]}
          />
          {importes.data && (
            <Descriptions bordered size="small" column={1} title="Importes">
              <Descriptions.Item label="Subtotal gravado">{formatearPesos(importes.data.subtotalGravado)}</Descriptions.Item>
              <Descriptions.Item label="Subtotal exento">{formatearPesos(importes.data.subtotalExento)}</Descriptions.Item>
              <Descriptions.Item label="IVA">{formatearPesos(importes.data.iva)}</Descriptions.Item>
              <Descriptions.Item label="Percepciones IIBB">
                {formatearPesos(importes.data.percepcionIIBBGravado + importes.data.percepcionIIBBExento)}
              </Descriptions.Item>
              <Descriptions.Item label="Percepción IVA">{formatearPesos(importes.data.percepcionIVA)}</Descriptions.Item>
              <Descriptions.Item label="Total">
                <strong data-testid="total-pedido">{formatearPesos(importes.data.total)}</strong>
              </Descriptions.Item>
            </Descriptions>
          )}
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
                      {t.obs} (cierra {formatearFechaHora(t.cierre)}{t.paraHoy ? ', hoy' : ''})
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
          <Button type="primary" size="large" disabled={turnoId === null || !carrito.data || confirmar.isPending} loading={confirmar.isPending} onClick={alConfirmar}>
            Confirmar pedido
          </Button>
        </Space>
      )}
    </div>
  );
}
