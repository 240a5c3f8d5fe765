import { Result, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { buscarRuta } from '../../domain/ruta-path.js';

export interface PropsSeccionEnDesarrollo {
  /** Page title; by default the title of the route the browser is on. */
  titulo?: string;
}

/** Placeholder page of a section whose screens are still being built. */
export function SeccionEnDesarrollo({ titulo }: PropsSeccionEnDesarrollo) {
  const { pathname } = useLocation();
  const texto = titulo ?? buscarRuta(pathname)?.ruta.titulo ?? '';
  return (
    <section>
      <Typography.Title level={2}>{texto}</Typography.Title>
      <Result status="info" title="Sección en desarrollo" />
    </section>
  );
}

export default SeccionEnDesarrollo;

/** Page loader for a route whose screen is not built yet. */
export const paginaEnDesarrollo = async () => ({ default: SeccionEnDesarrollo });
