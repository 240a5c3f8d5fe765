/**
 * Order and return states (SPEC §4 "Return and order states"), named as a pharmacy reads them: the distributor's
 * answer in plain words, so that a state never seems to contradict the message beside it (an order "approved by the
 * distributor" that was then "prepared and invoiced").
 */
export const NOMBRES_ESTADO: Readonly<Record<number, string>> = {
  [-150]: 'Vencido',
  0: 'Sin estado',
  200: 'Pendiente de envío a la distribuidora',
  210: 'Rechazado por la distribuidora',
  220: 'Aprobado por la distribuidora',
  300: 'Controlado',
  400: 'No recibido',
  500: 'Sin ítems aprobados',
  550: 'Enviado al laboratorio',
  600: 'Acreditado',
  700: 'Rechazado',
  800: 'Robo a acreditar',
  810: 'Robo acreditado',
};

/** A state's name; the server's description (or 'N/A', SPEC §8) for a code the portal does not know. */
export const nombreEstado = (estadoId: number, descripcionServidor?: string | null): string => NOMBRES_ESTADO[estadoId] ?? descripcionServidor ?? 'N/A';
