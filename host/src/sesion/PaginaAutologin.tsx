import { Navigate, useSearchParams } from 'react-router-dom';
import { useSesion } from '@portal/shared/client';
import { IniciarLogin } from './IniciarLogin.js';

const esRutaInterna = (destino: string): boolean => destino.startsWith('/') && !destino.startsWith('//');

/** /autologin: enters the portal straight away, signing in first when there is no session (`destino` optional). */
export function PaginaAutologin() {
  const [parametros] = useSearchParams();
  const usuario = useSesion();
  const pedido = parametros.get('destino') ?? '/';
  const destino = esRutaInterna(pedido) ? pedido : '/';
  const activo = usuario !== null && usuario.expiraEn > Date.now();
  return activo ? <Navigate to={destino} replace /> : <IniciarLogin destino={destino} />;
}
