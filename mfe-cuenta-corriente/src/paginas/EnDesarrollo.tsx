import { SeccionEnDesarrollo } from '@portal/shared/client';

/** Page of a route whose screen is not built yet: its title (from the route table) and "Sección en desarrollo". */
export default function EnDesarrollo() {
  return (
    <div data-remoto="mfe-cuenta-corriente">
      <SeccionEnDesarrollo />
    </div>
  );
}
