import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
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

/** A full reload, not a route change: after maintenance or a new deployment the page must load the new version. */
function BotonRecargar() {
  return (
    <Button type="primary" onClick={() => window.location.assign('/')}>
      Reintentar
    </Button>
  );
}

export function PaginaSitioEnMantenimiento() {
  const [parametros] = useSearchParams();
  const esperar = parametros.get('wait') === 'true';
  return (
    <PaginaError
      estado="warning"
      titulo="Sitio en mantenimiento"
      detalle={
        esperar
          ? 'El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.'
          : 'Hay una nueva versión del portal. Reintente para continuar.'
      }
      accion={<BotonRecargar />}
    />
  );
}

export function PaginaSeccionEnMantenimiento() {
  return (
    <PaginaError
      estado="warning"
      titulo="Sección en mantenimiento"
      detalle="Esta sección se encuentra en mantenimiento. El resto del portal sigue disponible."
    />
  );
}
