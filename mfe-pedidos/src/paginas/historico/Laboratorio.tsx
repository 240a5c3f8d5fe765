import { Link } from 'react-router-dom';
import { routePath } from '@portal/shared/domain';
import { useCatalogo } from '../../catalogo/useCatalogo.js';

/** The laboratory of a product (from the cached catalogue), linked to every order line of that laboratory. */
export function EnlaceLaboratorio({ troquel }: { troquel: number }) {
  const { productos, auxiliares } = useCatalogo();
  const laboratorioId = productos.get(troquel)?.laboratorioId;
  if (laboratorioId === undefined) return <>--</>;
  const nombre = auxiliares.laboratorios.find((l) => l.id === laboratorioId)?.nombre ?? `Laboratorio ${laboratorioId}`;
  return (
    <Link to={routePath('historico-items-laboratorio', { laboratorioId })} title={`Pedidos de ${nombre}`}>
      {nombre}
    </Link>
  );
}
