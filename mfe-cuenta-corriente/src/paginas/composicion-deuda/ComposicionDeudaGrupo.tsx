import ComposicionDeuda from './ComposicionDeuda.js';

/** /cc-grupo/composicion-de-la-deuda: the same composition, for the whole group or one chosen pharmacy of it. */
export default function ComposicionDeudaGrupo() {
  return <ComposicionDeuda grupo />;
}
