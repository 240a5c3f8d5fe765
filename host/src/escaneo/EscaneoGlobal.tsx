import { useEffect, useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { ErrorApi, formatearPesos } from '@portal/shared/client';
import { DetectorEscaneo } from '@portal/shared/domain';
import type { ResultadoEscaneo } from '@portal/shared/contracts';
import { instanciaNotificaciones } from '../arranque/notificaciones.js';
import { fotografiarCampo, type FotoCampo } from './campoEnfocado.js';
import { deshacerEscaneo, escanearAlCarrito } from './escaneo-api.js';

/** SPEC §9: a toast stays 5 s; a scan's notice a little longer, so its undo can be reached. */
const DURACION_AVISO_S = 8;

/** Fields that read scans themselves (the searcher, order control, lot entry) carry this attribute. */
export const ATRIBUTO_ESCANEO_PROPIO = 'data-escaneo';

const tomaEscaneosPropios = (objetivo: EventTarget | null) =>
  objetivo instanceof Element && objetivo.closest(`[${ATRIBUTO_ESCANEO_PROPIO}="propio"]`) !== null;

function avisarResultado(escaneo: ResultadoEscaneo, alDeshacer: () => void) {
  const notificaciones = instanciaNotificaciones();
  if (!notificaciones) return;
  const clave = `escaneo-${escaneo.troquel}-${performance.now()}`;
  const { resultado } = escaneo;
  const agregado = resultado.codigo === 0 && resultado.cantidad > escaneo.cantidadAnterior;
  const metodo = resultado.tipo === 'error' ? 'error' : resultado.tipo === 'warning' ? 'warning' : 'success';
  notificaciones[metodo]({
    key: clave,
    duration: DURACION_AVISO_S,
    message: escaneo.nombre,
    description: (
      <Space orientation="vertical" size={4}>
        <Typography.Text>
          {escaneo.valor !== null ? `${formatearPesos(escaneo.valor)} · ` : ''}
          {resultado.mensaje}
        </Typography.Text>
        <Typography.Text type="secondary">En el carrito: {resultado.cantidad}</Typography.Text>
      </Space>
    ),
    actions: agregado ? (
      <Button
        size="small"
        onClick={() => {
          notificaciones.destroy(clave);
          alDeshacer();
        }}
      >
        Deshacer
      </Button>
    ) : undefined,
  });
}

function avisarError(codigo: string, error: unknown) {
  const mensaje = error instanceof ErrorApi && error.status === 404 ? error.mensajeServidor : `No se pudo agregar el código ${codigo} al carrito. Intente nuevamente.`;
  instanciaNotificaciones()?.warning({ message: 'Código escaneado', description: mensaje, duration: 5 });
}

async function procesar(codigo: string) {
  let escaneo: ResultadoEscaneo;
  try {
    escaneo = await escanearAlCarrito(codigo);
  } catch (error) {
    avisarError(codigo, error);
    return;
  }
  avisarResultado(escaneo, () => {
    deshacerEscaneo(escaneo).then(
      () => instanciaNotificaciones()?.info({ message: escaneo.nombre, description: `Se deshizo el escaneo: quedan ${escaneo.cantidadAnterior} en el carrito.`, duration: 5 }),
      () => undefined,
    );
  });
}

/**
 * Scan anywhere (issue 17): on every page, a barcode scanner's read (digits and Enter, each within a few ms; see
 * DetectorEscaneo) adds one unit of the product to the pharmacy's cart and says so in a notice with an undo. The digits
 * never stay in the field that had the focus, and the Enter never reaches it. Fields that take scans themselves are
 * left alone. Mounted by the shell for users who may order.
 */
export function EscaneoGlobal() {
  const detector = useRef(new DetectorEscaneo());
  const foto = useRef<FotoCampo | null>(null);

  useEffect(() => {
    const alTeclear = (evento: KeyboardEvent) => {
      if (evento.ctrlKey || evento.altKey || evento.metaKey || evento.isComposing || tomaEscaneosPropios(evento.target)) {
        detector.current.tecla('', evento.timeStamp);
        return;
      }
      const leido = detector.current.tecla(evento.key, evento.timeStamp);
      if (leido.tipo === 'inicio') foto.current = fotografiarCampo(document.activeElement);
      if (leido.tipo !== 'escaneo') return;
      evento.preventDefault();
      evento.stopPropagation();
      foto.current?.restaurar();
      foto.current = null;
      void procesar(leido.codigo);
    };
    // Capture phase: the Enter of a scan is stopped before any page's own handler sees it.
    window.addEventListener('keydown', alTeclear, true);
    return () => window.removeEventListener('keydown', alTeclear, true);
  }, []);

  return null;
}
