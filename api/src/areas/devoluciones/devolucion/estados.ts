/** Return states whose units are not back at the distributor (no approved items, rejected): they return nothing. */
export const ESTADOS_SIN_DEVOLUCION = [500, 700];
