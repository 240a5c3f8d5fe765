import { diasPlazoDevolucion, diasPlazoFaltantes, motivoNoDisponible, MotivoDevolucionId, TOGGLES_DEVOLUCION_POR_DEFECTO } from './devoluciones.js';

const P = { diasDevolucion: 30, diasDevolucionAdministrador: 90, diasControlFechasYPrecios: 15 };
const T = TOGGLES_DEVOLUCION_POR_DEFECTO;
const AHORA = new Date('2026-11-25T15:00:00Z');
const haceDias = (d: number) => new Date(AHORA.getTime() - d * 86_400_000).toISOString();

describe('the return window (parameters 21, 31 and the toggle)', () => {
  it.each([
    ['a clerk gets parameter 21', P, T, false, 30],
    ['an Administrador gets parameter 31', P, T, true, 90],
    ['the toggle narrows parameter 21', P, { ...T, maxDiasAnteriorFacturaParaDevolucion: 10 }, false, 10],
    ['the toggle does not widen parameter 21', P, { ...T, maxDiasAnteriorFacturaParaDevolucion: 60 }, false, 30],
    ['the toggle does not cut parameter 31', P, { ...T, maxDiasAnteriorFacturaParaDevolucion: 10 }, true, 90],
  ] as const)('%s', (_caso, p, t, admin, dias) => {
    expect(diasPlazoDevolucion(p, t, admin)).toBe(dias);
  });

  it('shortages have their own shorter window, never beyond the return window', () => {
    expect(diasPlazoFaltantes(P, T, false)).toBe(7);
    expect(diasPlazoFaltantes(P, { ...T, maxDiasAnteriorFacturaParaDevolucionFaltantes: 45 }, false)).toBe(30);
  });
});

describe('reasons limited by date (parameter 2 and the shortage window)', () => {
  it.each([
    ['a shortage of 6 days ago may be claimed', MotivoDevolucionId.FaltanteEnEntrega, 6, null],
    ['a shortage of 8 days ago may not', MotivoDevolucionId.FaltanteEnEntrega, 8, 'Los faltantes se reclaman dentro de los 7 días de la factura.'],
    ['a price difference within parameter 2', MotivoDevolucionId.DiferenciaDePrecio, 14, null],
    ['a price difference after parameter 2', MotivoDevolucionId.DiferenciaDePrecio, 16, 'Vencimientos y precios se reclaman dentro de los 15 días de la factura.'],
    ['a short expiry after parameter 2', MotivoDevolucionId.VencimientoProximo, 20, 'Vencimientos y precios se reclaman dentro de los 15 días de la factura.'],
    ['any other reason is only bound by the return window', 3, 29, null],
  ] as const)('%s', (_caso, motivo, dias, esperado) => {
    expect(motivoNoDisponible(motivo, haceDias(dias), P, T, false, AHORA)).toBe(esperado);
  });
});
