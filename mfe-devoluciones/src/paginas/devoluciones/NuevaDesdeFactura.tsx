import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { IngresoLotes, TablaCargando, ahoraFecha, formatearFecha, useSesion, type EntradaLote } from '@portal/shared/client';
import { formatearNumeroComprobante, type ItemParaDevolver, type ParametrosDevolucionApi } from '@portal/shared/contracts';
import { EstadoValidacionLote, MotivoDevolucionId, motivoNoDisponible, puedeConfirmarLotes, routePath, type TogglesDevolucion } from '@portal/shared/domain';
import { useTogglesDevolucion } from '../../configuracion.js';
import { useBorradorDevolucion, type LineaBorrador } from './borrador.js';
import { crearVerificadoresFactura, leerFactura, leerFaltantes, leerItemsParaDevolver, leerMotivos, leerParametros, leerRecallsDeProductos } from './devoluciones-api.js';

type Carga = Omit<LineaBorrador, 'item'>;
const VACIA: Carga = { cantidad: 0, motivoDevolucionId: null, entradas: [] };
const unidadesCargadas = (entradas: readonly EntradaLote[]) => entradas.reduce((s, e) => s + e.unidades, 0);

/** Keeps the entries within the line's quantity when it goes down (the last ones go first). */
function recortar(entradas: readonly EntradaLote[], cantidad: number): EntradaLote[] {
  const quedan: EntradaLote[] = [];
  let libres = cantidad;
  for (const e of entradas) {
    if (libres <= 0) break;
    quedan.push(e.unidades <= libres ? e : { ...e, unidades: libres });
    libres -= Math.min(libres, e.unidades);
  }
  return quedan;
}

/**
 * Why a line cannot go to the summary yet, or null: a reason, a shortage within what the control recorded, and one lot
 * or serial per unit unless `cargaLoteEnDevolucionEstricta` is off for lots (`puedeConfirmarLotes`, as the API decides).
 */
function problema(l: LineaBorrador, toggles: TogglesDevolucion, faltantes: Map<number, number>): string | null {
  if (l.cantidad === 0) return null;
  const nombre = `${l.item.troquel} ${l.item.prodNombre}`;
  if (l.motivoDevolucionId === null) return `${nombre}: elija el motivo.`;
  if (l.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega) {
    const disponible = faltantes.get(l.item.pedidoDetId);
    if (disponible === undefined) return `${nombre}: consultando los faltantes registrados…`;
    return l.cantidad > disponible ? `${nombre}: sólo hay ${disponible} unidades faltantes para reclamar.` : null;
  }
  if (l.item.tipoValidacion === 'ninguno') return null;
  const faltan = l.cantidad - unidadesCargadas(l.entradas);
  const estados = [...l.entradas.map((e) => e.estado), ...Array.from({ length: faltan }, () => EstadoValidacionLote.Pendiente)];
  if (puedeConfirmarLotes(estados, toggles.cargaLoteEnDevolucionEstricta, l.item.tipoValidacion)) return null;
  return `${nombre}: faltan ${faltan} ${l.item.tipoValidacion === 'serie' ? 'números de serie' : 'lotes'}.`;
}

/** /devoluciones/nueva-desde/factura/{id}: what can be returned of the invoice, with a reason and one lot or serial per unit. */
export default function NuevaDesdeFactura() {
  const facturaId = Number(useParams().id);
  const navigate = useNavigate();
  const { guardar, facturaId: delBorrador, lineas: delResumen } = useBorradorDevolucion();
  const esAdministrador = useSesion()?.roles.includes('Administrador') ?? false;
  const toggles = useTogglesDevolucion();
  const parametros = useQuery({ queryKey: ['devoluciones', 'parametros'], queryFn: leerParametros });
  const motivos = useQuery({ queryKey: ['devoluciones', 'motivos'], queryFn: leerMotivos, staleTime: Infinity });
  const factura = useQuery({ queryKey: ['devoluciones', 'factura', facturaId], queryFn: () => leerFactura(facturaId), enabled: Number.isInteger(facturaId) });
  const items = useQuery({ queryKey: ['devoluciones', 'items', facturaId], queryFn: () => leerItemsParaDevolver(facturaId), enabled: Number.isInteger(facturaId) });
  const troqueles = (items.data ?? []).map((i) => i.troquel);
  const enRecall = useQuery({ queryKey: ['devoluciones', 'en-recall', troqueles], queryFn: () => leerRecallsDeProductos(troqueles), enabled: troqueles.length > 0 });
  // Back from the summary, the lines come as they were left.
  const [cargas, setCargas] = useState<Record<number, Carga>>(() =>
    delBorrador === facturaId ? Object.fromEntries(delResumen.map(({ item, ...carga }) => [item.pedidoDetId, carga])) : {},
  );
  const conectar = toggles?.conectarFacturaConDevolucion ?? true;
  const verificadores = useMemo(() => crearVerificadoresFactura(facturaId, conectar), [facturaId, conectar]);

  const lineas: LineaBorrador[] = (items.data ?? []).map((item) => ({ item, ...(cargas[item.pedidoDetId] ?? VACIA) }));
  const conFaltante = lineas.filter((l) => l.cantidad > 0 && l.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega).map((l) => l.item.troquel);
  const faltantesLeidos = useQueries({
    queries: [...new Set(conFaltante)].map((troquel) => ({ queryKey: ['devoluciones', 'faltantes', facturaId, troquel], queryFn: () => leerFaltantes(troquel, facturaId) })),
  });
  const faltantes = new Map(faltantesLeidos.flatMap((q) => (q.data ?? []).map((f) => [f.pedidoDetId, f.cantDisponible] as const)));
  for (const l of lineas) if (conFaltante.includes(l.item.troquel) && !faltantes.has(l.item.pedidoDetId) && faltantesLeidos.every((q) => q.isSuccess)) faltantes.set(l.item.pedidoDetId, 0);
  const recallsDe = new Map((enRecall.data ?? []).map((p) => [p.troquel, p.recallIds]));

  const cambiar = (item: ItemParaDevolver, cambio: Partial<Carga>) =>
    setCargas((c) => {
      const nueva = { ...(c[item.pedidoDetId] ?? VACIA), ...cambio };
      const sinLotes = nueva.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega;
      return { ...c, [item.pedidoDetId]: { ...nueva, entradas: sinLotes ? [] : recortar(nueva.entradas, nueva.cantidad) } };
    });

  if (items.isError) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Nueva devolución desde factura</Typography.Title>
        <Alert type="error" showIcon title="No se pudo obtener la factura: puede no existir o estar fuera del plazo de devolución." />
        <Link to={routePath('devoluciones-seleccionar-factura')}>Elegir otra factura</Link>
      </div>
    );
  }
  if (items.isLoading || !parametros.data || !toggles || factura.isLoading) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Nueva devolución desde factura</Typography.Title>
        <TablaCargando />
      </div>
    );
  }
  const p: ParametrosDevolucionApi = parametros.data;
  const nroFactura = factura.data ? formatearNumeroComprobante(factura.data.tipoComprobanteId, factura.data.puntoVenta, factura.data.nroComprobante) : String(facturaId);
  const elegidas = lineas.filter((l) => l.cantidad > 0);
  const problemas = elegidas.map((l) => problema(l, toggles, faltantes)).filter((x) => x !== null);
  const pendientes = elegidas
    .filter((l) => l.item.tipoValidacion === 'lote' && l.motivoDevolucionId !== MotivoDevolucionId.FaltanteEnEntrega)
    .reduce((s, l) => s + Math.max(0, l.cantidad - unidadesCargadas(l.entradas)), 0);
  const motivoNo = (motivoId: number) => (factura.data ? motivoNoDisponible(motivoId, factura.data.fechaEmision, p, toggles, esAdministrador, ahoraFecha()) : null);

  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Nueva devolución desde factura</Typography.Title>
      <Typography.Paragraph>
        Factura {nroFactura}
        {factura.data ? ` del ${formatearFecha(factura.data.fechaEmision)}` : ''}. Indique cuántas unidades devuelve de cada producto y por qué. Los
        productos trazables piden un número de serie por unidad, y los que tienen control de lote, el lote de cada unidad
        {conectar ? ' (de esta factura)' : ' (de cualquier compra de la farmacia)'}.
      </Typography.Paragraph>
      <Table<LineaBorrador>
        rowKey={(l) => l.item.pedidoDetId}
        size="small"
        dataSource={lineas}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'La factura no tiene productos para devolver.' }}
        columns={[
          { title: 'Troquel', key: 'troquel', render: (_: unknown, l) => l.item.troquel },
          {
            title: 'Producto',
            key: 'producto',
            render: (_: unknown, l) => (
              <Space vertical size={0} style={{ maxWidth: 240 }}>
                {l.item.prodNombre}
                <Space size={2} wrap>
                  {l.item.tipoValidacion === 'serie' && <Tag color="purple">Trazable</Tag>}
                  {l.item.tipoValidacion === 'lote' && <Tag color="blue">Con lote</Tag>}
                  {(recallsDe.get(l.item.troquel)?.length ?? 0) > 0 && (
                    <Link to={routePath('recalls-nuevo')}>
                      <Tag color="red">En recall vigente</Tag>
                    </Link>
                  )}
                </Space>
              </Space>
            ),
          },
          { title: 'Facturadas', key: 'facturadas', align: 'right', render: (_: unknown, l) => l.item.cantAprobada },
          { title: 'Disponibles', key: 'disponibles', align: 'right', render: (_: unknown, l) => l.item.cantDisponible },
          {
            title: 'A devolver',
            key: 'cantidad',
            render: (_: unknown, l) => (
              <InputNumber
                aria-label={`Cantidad a devolver del troquel ${l.item.troquel}`}
                min={0}
                max={l.item.cantDisponible}
                precision={0}
                disabled={l.item.cantDisponible === 0}
                value={l.cantidad}
                onChange={(v) => cambiar(l.item, { cantidad: Math.min(l.item.cantDisponible, Math.max(0, Number(v ?? 0))) })}
                style={{ width: 80 }}
              />
            ),
          },
          {
            title: 'Motivo',
            key: 'motivo',
            render: (_: unknown, l) => (
              <Space vertical size={2}>
                <Select
                  aria-label={`Motivo del troquel ${l.item.troquel}`}
                  style={{ width: 210 }}
                  placeholder="Motivo"
                  disabled={l.cantidad === 0}
                  value={l.motivoDevolucionId ?? undefined}
                  loading={motivos.isLoading}
                  options={(motivos.data ?? []).map((m) => {
                    const no = motivoNo(m.id);
                    return { value: m.id, label: no ? `${m.descripcion} (fuera de plazo)` : m.descripcion, disabled: no !== null, title: no ?? m.descripcion };
                  })}
                  onChange={(v: number) => cambiar(l.item, { motivoDevolucionId: v })}
                />
                {l.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega && faltantes.has(l.item.pedidoDetId) && (
                  <Typography.Text type="secondary">Faltantes registrados para reclamar: {faltantes.get(l.item.pedidoDetId)}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: 'Lotes / series',
            key: 'lotes',
            width: 360,
            render: (_: unknown, l) =>
              l.item.tipoValidacion === 'ninguno' || l.cantidad === 0 ? (
                '--'
              ) : l.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega ? (
                <Typography.Text type="secondary">Un faltante no se devuelve: no lleva lote.</Typography.Text>
              ) : (
                <IngresoLotes
                  tipo={l.item.tipoValidacion}
                  entradas={l.entradas}
                  onChange={(entradas) => cambiar(l.item, { entradas })}
                  parametros={p}
                  maximo={l.cantidad}
                  pedirUnidades={l.item.tipoValidacion === 'lote'}
                  etiqueta={`del troquel ${l.item.troquel}`}
                  verificar={(valor) => (l.item.tipoValidacion === 'serie' ? verificadores.serie : verificadores.lote)(l.item.troquel, valor)}
                />
              ),
          },
        ]}
      />
      {problemas.length > 0 && <Alert type="warning" showIcon style={{ marginTop: 16 }} title={problemas[0]} />}
      {problemas.length === 0 && pendientes > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={`${pendientes} ${pendientes === 1 ? 'unidad va' : 'unidades van'} sin lote: se envían pendientes de verificación y el distribuidor no las aprueba sin su lote.`}
        />
      )}
      <Space style={{ marginTop: 16 }} wrap>
        <Link to={routePath('devoluciones-seleccionar-factura')}>Elegir otra factura</Link>
        <Button
          type="primary"
          disabled={elegidas.length === 0 || problemas.length > 0}
          onClick={() => {
            guardar(facturaId, nroFactura, elegidas);
            void navigate(routePath('devoluciones-resumen'));
          }}
        >
          Continuar al resumen
        </Button>
      </Space>
    </div>
  );
}
