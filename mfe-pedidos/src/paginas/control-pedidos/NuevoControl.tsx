import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, InputNumber, Popconfirm, Result, Space, Typography, type InputRef } from 'antd';
import { BotonDescarga, ErrorApi } from '@portal/shared/client';
import { NOMBRES_ESTADO_CONTROL, type ControlPedidoConItems } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { guardarControl, leerControlConItems, leerMaximosControl } from './control-pedidos-api.js';
import { buscarLinea, conConteo, diferencias } from './conteo.js';
import { LineasControl } from './LineasControl.js';

type Aviso = { tipo: 'success' | 'error' | 'warning'; texto: string; clave: number };

/** While the control is open, colleagues' counts and a colleague's finish reach this screen this often. */
const REFRESCO_MS = 10_000;

const finalizadoPorOtro = (error: unknown) => error instanceof ErrorApi && error.status === 409;
const AVISO_FINALIZADO = 'Un compañero ya finalizó el control de este remito: la última cantidad no se sumó. Abajo está el control como quedó.';

/**
 * /control-pedidos/nuevo/{nroRemito}: the clerk scans or types each product; every unit is saved at once (added to what
 * colleagues counted, once even if the browser retries), so the control survives a reload and can be resumed. Finishing
 * closes it as 1 or 2 (shortages). Typed quantities respect the manual control maximum (parameters 28 and 1138).
 */
export default function NuevoControl() {
  const texto = useParams().id ?? '';
  const nroRemito = /^\d{1,8}$/.test(texto) ? Number(texto) : null;
  const [control, setControl] = useState<ControlPedidoConItems | null>(null);
  const [codigo, setCodigo] = useState('');
  const [cantidad, setCantidad] = useState<number | null>(1);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [resaltado, setResaltado] = useState<number | null>(null);
  const entrada = useRef<InputRef>(null);
  const ultima = useRef(0);
  const maximos = useQuery({ queryKey: ['pedidos', 'control-maximos'], queryFn: leerMaximosControl, staleTime: Infinity });
  const porEntrada = maximos.data?.porEntrada;

  const iniciar = useMutation({ mutationFn: (n: number) => guardarControl({ nroRemito: n }, true), onSuccess: setControl });
  const { mutate: arrancar } = iniciar;
  useEffect(() => {
    if (nroRemito !== null) arrancar(nroRemito);
  }, [nroRemito, arrancar]);

  /** After a refused count the screen goes back to what the server holds (a finished control included). */
  const volverAlServidor = async (id: number) => setControl(await leerControlConItems(id));

  const contar = useMutation({
    mutationFn: ({ troquel, unidades }: { troquel: number; unidades: number; orden: number }) =>
      guardarControl({ nroRemito: nroRemito!, items: [{ troquel, cantidad: unidades }] }),
    // Only the answer to the latest count replaces the screen: an earlier answer arriving late would show fewer units.
    onSuccess: (respuesta, { orden }) => {
      if (orden === ultima.current) setControl(respuesta);
    },
    onError: (error) => {
      if (finalizadoPorOtro(error)) setAviso({ tipo: 'warning', texto: AVISO_FINALIZADO, clave: performance.now() });
      if (control) void volverAlServidor(control.id).catch(() => undefined);
    },
  });
  const finalizar = useMutation({
    mutationFn: () => guardarControl({ nroRemito: nroRemito!, finalizar: true }),
    onSuccess: setControl,
    onError: (error) => {
      if (finalizadoPorOtro(error) && control) void volverAlServidor(control.id).catch(() => undefined);
    },
  });

  // The clerk scans as soon as the remito is open: the code field takes the focus then.
  const abierto = control?.id;
  const enProceso = control?.estado === 0;
  useEffect(() => {
    if (abierto !== undefined) entrada.current?.focus();
  }, [abierto]);

  // A colleague counting the same remito: their units (and their finish) show up here without a scan of our own.
  const contando = contar.isPending;
  useEffect(() => {
    if (abierto === undefined || !enProceso) return;
    const reloj = setInterval(() => {
      if (contando) return;
      const orden = ultima.current;
      leerControlConItems(abierto, true)
        .then((actual) => {
          if (orden !== ultima.current) return;
          if (actual.estado !== 0) setAviso({ tipo: 'warning', texto: 'Un compañero finalizó el control de este remito.', clave: performance.now() });
          setControl(actual);
        })
        .catch(() => undefined);
    }, REFRESCO_MS);
    return () => clearInterval(reloj);
  }, [abierto, enProceso, contando]);

  if (nroRemito === null) return <Alert type="error" showIcon title="El número de remito no es válido." />;
  if (iniciar.isError) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert
          type="error"
          showIcon
          title={finalizadoPorOtro(iniciar.error) ? `El remito ${nroRemito} ya fue controlado.` : `No se pudo abrir el control del remito ${nroRemito}.`}
          action={<Link to={routePath('control-pedidos-seleccion-remito')}>Elegir otro remito</Link>}
        />
      </div>
    );
  }

  const registrar = () => {
    const leido = codigo.trim();
    if (!leido || !control) return;
    const linea = buscarLinea(control.items, leido);
    const unidades = cantidad ?? 1;
    setCodigo('');
    setCantidad(1);
    if (!linea) {
      setAviso({ tipo: 'error', texto: `El producto ${leido} no está en el remito ${nroRemito}.`, clave: performance.now() });
      return;
    }
    const porLinea = maximos.data?.porLinea;
    if (porLinea !== undefined && linea.cantControlada + unidades > porLinea) {
      setAviso({ tipo: 'error', texto: `${linea.prodNombre}: el control manual admite hasta ${porLinea} unidades por producto.`, clave: performance.now() });
      return;
    }
    ultima.current += 1;
    setControl(conConteo(control, linea.troquel, unidades));
    setResaltado(linea.troquel);
    setAviso({ tipo: 'success', texto: `${unidades > 0 ? '+' : ''}${unidades} ${linea.prodNombre}`, clave: performance.now() });
    contar.mutate({ troquel: linea.troquel, unidades, orden: ultima.current });
    entrada.current?.focus();
  };

  const terminado = control !== null && control.estado !== 0;
  const faltantes = control ? diferencias(control.items) : 0;
  const errorConteo = contar.isError && !finalizadoPorOtro(contar.error) ? contar.error : null;
  return (
    // A scanner's read on this page is a count of the remito, not an addition to the cart (the shell's scan-anywhere leaves it alone).
    <div data-remoto="mfe-pedidos" data-escaneo="propio">
      <Typography.Title level={1}>Control del remito {nroRemito}</Typography.Title>
      {aviso && (terminado ? aviso.tipo === 'warning' : true) && (
        <Alert key={aviso.clave} role={aviso.tipo === 'success' ? 'status' : 'alert'} type={aviso.tipo} showIcon title={aviso.texto} style={{ marginBottom: 12 }} />
      )}
      {terminado ? (
        <Result
          status={control.estado === 1 ? 'success' : 'warning'}
          title={`Control ${control.id}: ${NOMBRES_ESTADO_CONTROL[control.estado]}`}
          subTitle={control.estado === 2 ? `${faltantes} ${faltantes === 1 ? 'línea tiene' : 'líneas tienen'} diferencias con lo preparado.` : 'Todo lo preparado llegó.'}
          extra={
            <Space wrap>
              <BotonDescarga solicitud={{ path: `/api/controlPedido/${control.id}/pdf` }} nombre={`control-pedido-${control.id}.pdf`} texto="Descargar PDF del control" />
              <Link to={routePath('control-pedidos-buscar')}>Ver el histórico de controles</Link>
            </Space>
          }
        />
      ) : (
        <Space wrap style={{ marginBottom: 12 }}>
          <Input
            ref={entrada}
            aria-label="Código de barras o troquel"
            placeholder="Escanee o escriba el código de barras o troquel"
            style={{ width: 340 }}
            value={codigo}
            disabled={!control}
            onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))}
            onPressEnter={registrar}
          />
          <InputNumber
            aria-label="Cantidad"
            min={porEntrada === undefined ? undefined : -porEntrada}
            max={porEntrada}
            precision={0}
            value={cantidad}
            onChange={setCantidad}
            onPressEnter={registrar}
            style={{ width: 100 }}
          />
          <Button onClick={registrar} disabled={!control}>
            Sumar
          </Button>
          <Popconfirm
            title="¿Finalizar el control?"
            description={faltantes > 0 ? `${faltantes === 1 ? 'Hay 1 línea' : `Hay ${faltantes} líneas`} con diferencias: se guardará como finalizado con faltantes.` : 'Todas las líneas coinciden con lo preparado.'}
            okText="Finalizar"
            cancelText="Seguir controlando"
            onConfirm={() => finalizar.mutate()}
          >
            <Button type="primary" disabled={!control} loading={finalizar.isPending}>
              Finalizar control
            </Button>
          </Popconfirm>
          {porEntrada !== undefined && (
            <Typography.Text type="secondary">
              Hasta {porEntrada} unidades por entrada y {maximos.data?.porLinea} por producto.
            </Typography.Text>
          )}
        </Space>
      )}
      {errorConteo && (
        <Alert
          type="error"
          showIcon
          title={errorConteo instanceof ErrorApi && errorConteo.status === 400 ? `La última cantidad no se sumó: ${errorConteo.mensajeServidor}` : 'No se pudo guardar la última cantidad: vuelva a escanearla.'}
          style={{ marginBottom: 12 }}
        />
      )}
      <LineasControl items={control?.items ?? []} cargando={iniciar.isPending} resaltado={resaltado} />
    </div>
  );
}
