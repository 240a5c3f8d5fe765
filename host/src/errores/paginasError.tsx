import { useRef } from 'react';
import { Button, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { INTERVALO_MANTENIMIENTO_MS } from '../mantenimiento/vigilanteMantenimiento.js';
import { leerOrigen, olvidarOrigen } from '../mantenimiento/origenMantenimiento.js';
import { sitioDisponible } from '../mantenimiento/sondeoSitio.js';
import { useRecomprobacion } from '../mantenimiento/useRecomprobacion.js';
import { PaginaError } from './PaginaError.js';

export function PaginaNoEncontrada() {
  return <PaginaError estado="404" titulo="Página no encontrada" detalle="La dirección ingresada no existe en el portal." />;
}

export function PaginaErrorInesperado() {
  return <PaginaError estado="500" titulo="Error inesperado" detalle="Ocurrió un error inesperado. Intente nuevamente en unos instantes." />;
}

export function PaginaSinPermisos() {
  return <PaginaError estado="403" titulo="Sin permisos para acceder" detalle="Su usuario no tiene permisos para ver esta página." />;
}

export interface PropsPaginaMantenimiento {
  /** SPEC §9: every 2 minutes. */
  intervaloMs?: number;
  /** How the site page leaves: a full load, so that a new version of the portal is picked up. */
  recargar?: (path: string) => void;
}

const cargarPagina = (path: string) => window.location.assign(path);

function volverAlOrigen(recargar: (path: string) => void): void {
  const origen = leerOrigen();
  olvidarOrigen();
  recargar(origen);
}

/** /sitio-en-mantenimiento: a new version (`wait` absent) or the site in maintenance (`wait=true`, the API's 503). */
export function PaginaSitioEnMantenimiento({ intervaloMs = INTERVALO_MANTENIMIENTO_MS, recargar = cargarPagina }: PropsPaginaMantenimiento) {
  const [parametros] = useSearchParams();
  const esperar = parametros.get('wait') === 'true';
  // A full load takes a moment: no second check may send the user off again meanwhile.
  const saliendo = useRef(false);
  useRecomprobacion(async () => {
    if (saliendo.current || !(await sitioDisponible())) return;
    saliendo.current = true;
    volverAlOrigen(recargar);
  }, intervaloMs);
  return (
    <PaginaError
      estado="warning"
      titulo="Sitio en mantenimiento"
      detalle={
        esperar
          ? 'El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.'
          : 'Hay una nueva versión del portal. Reintente para continuar.'
      }
      accion={
        <Button type="primary" onClick={() => volverAlOrigen(recargar)}>
          Reintentar
        </Button>
      }
    />
  );
}

/**
 * /seccion-en-mantenimiento (the API's 520): every 2 minutes the user is taken back to the page they were on,
 * whose own calls are the check; while the section is still in maintenance the API client brings them back.
 */
export function PaginaSeccionEnMantenimiento({ intervaloMs = INTERVALO_MANTENIMIENTO_MS }: Pick<PropsPaginaMantenimiento, 'intervaloMs'>) {
  const navegar = useNavigate();
  const saliendo = useRef(false);
  const volver = () => {
    if (saliendo.current) return;
    saliendo.current = true;
    const origen = leerOrigen();
    olvidarOrigen();
    navegar(origen, { replace: true });
  };
  useRecomprobacion(async () => volver(), intervaloMs);
  return (
    <PaginaError
      estado="warning"
      titulo="Sección en mantenimiento"
      detalle="Esta sección se encuentra en mantenimiento. El resto del portal sigue disponible."
      accion={
        <Space>
          <Button type="primary" onClick={volver}>
            Reintentar
          </Button>
          <Link to="/">
            <Button>Volver al inicio</Button>
          </Link>
        </Space>
      }
    />
  );
}
