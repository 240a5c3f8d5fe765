import ResumenesSemanales from './ResumenesSemanales.js';

/** /cc-grupo/resumenes-semanales: the weekly statements of the whole group or of one chosen pharmacy of it. */
export default function ResumenesSemanalesGrupo() {
  return <ResumenesSemanales grupo />;
}
