import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, InputNumber, Space, Typography } from 'antd';
import { ErrorApi, IngresoLotes, TablaCargando, type EntradaLote } from '@portal/shared/client';
import type { ItemVencido, ProductoVencido } from '@portal/shared/contracts';
import { EstadoValidacionLote, routePath } from '@portal/shared/domain';
import { crearVerificadorSeries, guardarBorrador, leerParametros, leerProducto, recuperarBorrador } from './vencidos-api.js';

/** Saving waits for the user to stop typing for this long. */
const ESPERA_GUARDADO_MS = 600;

/** The units of one product in the draft: by serial when traceable (unless marked as without serial), else by lot. */
interface Producto {
  troquel: number;
  prodNombre: string;
  trazable: boolean;
  sinSerie: boolean;
}
const clave = (p: Pick<Producto, 'troquel' | 'sinSerie'>) => `${p.troquel}|${p.sinSerie}`;
const porSerie = (p: Producto) => p.trazable && !p.sinSerie;

const entradasDe = (p: Producto, items: readonly ItemVencido[]): EntradaLote[] =>
  items
    .filter((i) => i.troquel === p.troquel && i.trazableSinNroSerie === p.sinSerie)
    .map((i) =>
      porSerie(p)
        ? { valor: i.nroSerie ?? '', unidades: 1, fechaVencimiento: i.fechaVencimiento, lote: i.nroLote, estado: EstadoValidacionLote.Valido }
        : { valor: i.nroLote, unidades: i.cantidad, fechaVencimiento: i.fechaVencimiento, estado: EstadoValidacionLote.Valido },
    );

const itemsDe = (p: Producto, entradas: readonly EntradaLote[]): ItemVencido[] =>
  entradas.map((e) => ({
    troquel: p.troquel,
    prodNombre: p.prodNombre,
    cantidad: porSerie(p) ? 1 : e.unidades,
    nroLote: porSerie(p) ? (e.lote ?? '') : e.valor,
    nroSerie: porSerie(p) ? e.valor : null,
    fechaVencimiento: e.fechaVencimiento,
    trazableSinNroSerie: p.sinSerie,
    trazable: p.trazable,
  }));

/**
 * /vencidos/ingreso-lotes: the units returned, product by product, through the shared lot entry: lot (several units
 * at once) and the expiry printed on them, judged by the expiry rule (the agreement takes this month's); a traceable
 * unit by its serial, which must have been sold to the pharmacy (its lot comes from that sale), or by lot when it has
 * no serial. The draft is saved on the server as the user works, so any browser of the pharmacy recovers it.
 */
export default function IngresoLotesVencidos() {
  const borrador = useQuery({ queryKey: ['vencidos', 'borrador'], queryFn: recuperarBorrador, staleTime: 0 });
  const parametros = useQuery({ queryKey: ['devoluciones', 'parametros'], queryFn: leerParametros });
  const [items, setItems] = useState<ItemVencido[] | null>(null);
  const [nuevos, setNuevos] = useState<Producto[]>([]);
  const [troquel, setTroquel] = useState<number | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const guardar = useMutation({ mutationFn: guardarBorrador });
  const producto = useMutation({ mutationFn: leerProducto });
  const verificarSerie = useMemo(() => crearVerificadorSeries(), []);
  const cambiado = useRef(false);

  useEffect(() => {
    if (borrador.data && items === null) setItems(borrador.data.items);
  }, [borrador.data, items]);
  useEffect(() => {
    if (items === null || !cambiado.current) return;
    const t = setTimeout(() => guardar.mutate(items), ESPERA_GUARDADO_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save when the items change, not when the mutation object does
  }, [items]);

  if (borrador.isError || parametros.isError) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Ingreso de lotes para Devolución de Vencidos</Typography.Title>
        <Alert type="error" showIcon title="No se pudo leer el borrador guardado." />
      </div>
    );
  }
  if (items === null || !parametros.data) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Ingreso de lotes para Devolución de Vencidos</Typography.Title>
        <TablaCargando />
      </div>
    );
  }

  const delBorrador = new Map<string, Producto>();
  for (const i of items) delBorrador.set(clave({ troquel: i.troquel, sinSerie: i.trazableSinNroSerie }), { troquel: i.troquel, prodNombre: i.prodNombre, trazable: i.trazable, sinSerie: i.trazableSinNroSerie });
  const productos = [...delBorrador.values(), ...nuevos.filter((p) => !delBorrador.has(clave(p)))];
  const cambiar = (nuevosItems: ItemVencido[]) => {
    cambiado.current = true;
    setItems(nuevosItems);
  };
  const cambiarProducto = (p: Producto, entradas: EntradaLote[]) => cambiar([...items.filter((i) => clave({ troquel: i.troquel, sinSerie: i.trazableSinNroSerie }) !== clave(p)), ...itemsDe(p, entradas)]);
  const quitarProducto = (p: Producto) => {
    setNuevos((n) => n.filter((x) => clave(x) !== clave(p)));
    cambiarProducto(p, []);
  };
  const agregarProducto = async () => {
    if (!troquel) return setAviso('Ingrese el troquel del producto.');
    try {
      const leido: ProductoVencido = await producto.mutateAsync(troquel);
      const p = { troquel, prodNombre: leido.prodNombre, trazable: leido.tipoValidacion === 'serie', sinSerie: false };
      const ya = productos.some((x) => clave(x) === clave(p));
      setAviso(ya ? `El troquel ${troquel} ya está en la devolución.` : null);
      if (!ya) setNuevos((n) => [...n, p]);
      setTroquel(null);
    } catch (e) {
      setAviso(e instanceof ErrorApi ? e.mensajeServidor : `No se pudo leer el troquel ${troquel}.`);
    }
  };
  const unidades = items.reduce((s, i) => s + i.cantidad, 0);
  const estadoGuardado = guardar.isPending ? 'Guardando borrador…' : guardar.isSuccess ? 'Borrador guardado.' : null;

  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Ingreso de lotes para Devolución de Vencidos</Typography.Title>
      <Typography.Paragraph>
        Agregue cada producto por su troquel y cargue sus unidades: el lote y el vencimiento impreso (el convenio recibe las que vencen en el mes en curso)
        y, si es trazable, el número de serie de cada unidad.
      </Typography.Paragraph>
      <Space.Compact style={{ marginBottom: 8 }}>
        <InputNumber
          aria-label="Troquel del producto"
          placeholder="Troquel"
          min={1}
          precision={0}
          controls={false}
          value={troquel}
          onChange={(v) => setTroquel(v === null ? null : Number(v))}
          onPressEnter={() => void agregarProducto()}
          style={{ width: 160 }}
        />
        <Button type="primary" loading={producto.isPending} onClick={() => void agregarProducto()}>
          Agregar producto
        </Button>
      </Space.Compact>
      {aviso && <Alert type="warning" showIcon role="alert" title={aviso} style={{ marginBottom: 8, maxWidth: 640 }} />}
      {productos.length === 0 && <Typography.Paragraph type="secondary">Todavía no cargó productos vencidos.</Typography.Paragraph>}
      <Space vertical size="middle" style={{ width: '100%' }}>
        {productos.map((p) => (
          <Card
            key={clave(p)}
            size="small"
            title={`${p.troquel} ${p.prodNombre}${p.sinSerie ? ' (sin número de serie)' : ''}`}
            extra={
              <Button type="link" onClick={() => quitarProducto(p)}>
                Quitar producto
              </Button>
            }
          >
            {p.trazable && !p.sinSerie && !productos.some((x) => x.troquel === p.troquel && x.sinSerie) && (
              <Button type="link" style={{ paddingInline: 0, marginBottom: 4 }} onClick={() => setNuevos((n) => [...n, { ...p, sinSerie: true }])}>
                Agregar unidades trazables sin número de serie
              </Button>
            )}
            <IngresoLotes
              tipo={porSerie(p) ? 'serie' : 'lote'}
              entradas={entradasDe(p, items)}
              onChange={(entradas) => cambiarProducto(p, entradas)}
              parametros={parametros.data}
              pedirVencimiento
              pedirUnidades={!porSerie(p)}
              etiqueta={`del troquel ${p.troquel}${p.sinSerie ? ' sin serie' : ''}`}
              verificar={porSerie(p) ? (valor, fecha) => verificarSerie(p.troquel, valor, fecha) : undefined}
            />
          </Card>
        ))}
      </Space>
      <Space style={{ marginTop: 16 }} wrap>
        <Typography.Text type="secondary" role="status">
          {`${unidades} ${unidades === 1 ? 'unidad cargada' : 'unidades cargadas'}. `}
          {estadoGuardado}
        </Typography.Text>
        {guardar.isError && <Typography.Text type="danger">No se pudo guardar el borrador: revise los datos o vuelva a intentar.</Typography.Text>}
        <Link to={routePath('devolucion-vencido-resumen')} aria-disabled={items.length === 0} onClick={(e) => (items.length === 0 || guardar.isPending) && e.preventDefault()}>
          Continuar al resumen
        </Link>
      </Space>
    </div>
  );
}
