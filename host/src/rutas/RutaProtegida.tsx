import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSessionStore } from '@portal/shared/client';
import { evaluarGuardas, routePath, type MetaRuta, type ResultadoGuardas } from '@portal/shared/domain';
import { destinoPorBloqueo, useBloqueoFarmaciaStore } from '../bloqueo/bloqueoFarmacia.js';
import { IniciarLogin } from '../sesion/IniciarLogin.js';

const SOLO_DIGITOS = /^\d+$/;

function paramsDigitosValidos(meta: MetaRuta, params: Record<string, string | undefined>): boolean {
  return (meta.paramsDigitos ?? []).every((nombre) => {
    const valor = params[nombre];
    return valor === undefined || SOLO_DIGITOS.test(valor);
  });
}

/**
 * Runs before a route's page: digit-only parameters, then the guards of SPEC §4 in order, then the
 * blocked-pharmacy rule of the pages that order. Only a permitted
 * page is rendered (and its lazy code loaded), and only then does the document take the route's title.
 */
export function RutaProtegida({ meta, children }: { meta: MetaRuta; children: ReactNode }) {
  const ubicacion = useLocation();
  const params = useParams();
  const usuario = useSessionStore((s) => s.usuario);
  const bloqueo = useBloqueoFarmaciaStore((s) => s.bloqueo);
  const pathCompleto = `${ubicacion.pathname}${ubicacion.search}${ubicacion.hash}`;

  let resultado: ResultadoGuardas = paramsDigitosValidos(meta, params)
    ? evaluarGuardas({ ruta: meta, pathCompleto, usuario, ahora: Date.now() })
    : { tipo: 'redirigir', a: routePath('error404') };
  const destinoBloqueo = resultado.tipo === 'permitir' ? destinoPorBloqueo(meta, usuario, bloqueo) : null;
  if (destinoBloqueo) resultado = { tipo: 'redirigir', a: destinoBloqueo };

  const permitido = resultado.tipo === 'permitir';
  useEffect(() => {
    if (permitido) document.title = meta.titulo;
  }, [permitido, meta.titulo]);

  if (resultado.tipo === 'login') return <IniciarLogin destino={resultado.destino} />;
  if (resultado.tipo === 'redirigir') return <Navigate to={resultado.a} replace />;
  return <>{children}</>;
}
