import { Alert, Button } from 'antd';

/**
 * A shared list the page needs could not be read (a 503, a network blip): the page says so with "Reintentar" rather
 * than showing it as empty, and the list is read again on the next visit.
 */
export function AvisoListaSinLeer({ que, reintentar }: { que: string; reintentar: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={`No se pudieron cargar ${que}. Reintente en unos instantes.`}
      action={<Button onClick={reintentar}>Reintentar</Button>}
      style={{ marginBottom: 16 }}
    />
  );
}
