import { perfilASesion } from '../domain/sesion.js';
import { ErrorActualizacionCarrito, useCarritoStore } from './carrito-store.js';
import { useSessionStore } from './sesion-store.js';
import { obtenerConnectionId, useTiempoRealStore } from './tiempo-real-store.js';

const item = { troquel: 1234567, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-20T10:15:00.000Z' };

describe('useCarritoStore', () => {
  beforeEach(() => useCarritoStore.getState().limpiar());

  it('applies a valid ActualizarCarrito payload', () => {
    useCarritoStore.getState().aplicarActualizacion({ carritoId: 55, items: [item, { ...item, troquel: 7654321, recomendado: true }] });
    expect(useCarritoStore.getState().carritoId).toBe(55);
    expect(useCarritoStore.getState().items.map((i) => i.troquel)).toEqual([1234567, 7654321]);
    expect(useCarritoStore.getState().cantidadItems()).toBe(2);
  });

  it('refuses strings where numbers or booleans are due, and keeps the cart as it was', () => {
    useCarritoStore.getState().aplicarActualizacion({ carritoId: 55, items: [item] });
    expect(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 55, items: [{ ...item, cantidad: '3' }] })).toThrow(ErrorActualizacionCarrito);
    expect(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 55, items: [{ ...item, recomendado: 'true' }] })).toThrow(
      'items.0.recomendado',
    );
    expect(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 55, items: [{ ...item, ultimaActualizacion: 'ayer' }] })).toThrow(
      'La actualización del carrito recibida no es válida',
    );
    expect(useCarritoStore.getState().items).toEqual([item]);
  });

  it('ignores a cart older than the one shown: a lower version of the same cart, or a cart id before the current one', () => {
    const aplicar = useCarritoStore.getState().aplicarActualizacion;
    aplicar({ carritoId: 55, version: 8, items: [item, { ...item, troquel: 7654321 }] });
    aplicar({ carritoId: 55, version: 7, items: [item] });
    expect(useCarritoStore.getState()).toMatchObject({ version: 8, items: [{ troquel: 1234567 }, { troquel: 7654321 }] });
    aplicar({ carritoId: 55, version: 8, items: [] });
    expect(useCarritoStore.getState().items).toEqual([]);
    // The order was confirmed: the new cart starts over at a low version, and the old cart's late news stays out.
    aplicar({ carritoId: 56, version: 1, items: [item] });
    aplicar({ carritoId: 55, version: 9, items: [] });
    expect(useCarritoStore.getState()).toMatchObject({ carritoId: 56, version: 1, items: [item] });
    // A cart without a version (an older API) is shown as it comes.
    aplicar({ carritoId: 56, items: [] });
    expect(useCarritoStore.getState()).toMatchObject({ carritoId: 56, version: null, items: [] });
  });

  it('applies what changed since the version shown in place, and tells a newer or an unknown cart apart', () => {
    const linea = (troquel: number, cantidad: number, comboId = 0) => ({ ...item, troquel, cantidad, comboId });
    const { aplicarActualizacion, aplicarCambios } = useCarritoStore.getState();
    aplicarActualizacion({ carritoId: 55, version: 4, items: [linea(1, 1), linea(2, 2), linea(2, 5, 9), linea(3, 3)] });
    // Troquel 2 lost its combo line and changed its loose one, 3 was removed, 4 is new: versions 5 and 6.
    const cambios = { carritoId: 55, desdeVersion: 4, version: 6, troqueles: [2, 3, 4], items: [linea(2, 7), linea(4, 1)] };
    expect(aplicarCambios(cambios)).toBe('aplicado');
    expect(useCarritoStore.getState()).toMatchObject({ carritoId: 55, version: 6 });
    expect(useCarritoStore.getState().items.map((i) => [i.troquel, i.cantidad, i.comboId])).toEqual([
      [1, 1, 0],
      [2, 7, 0],
      [4, 1, 0],
    ]);
    // The same answer again, or one a hub message already overtook: nothing changes.
    expect(aplicarCambios(cambios)).toBe('anterior');
    expect(aplicarCambios({ ...cambios, carritoId: 54, desdeVersion: 6, version: 7 })).toBe('anterior');
    expect(useCarritoStore.getState().items).toHaveLength(3);
    // From a version the store does not show (a change it never saw between), or for a newer cart: read the cart.
    expect(aplicarCambios({ ...cambios, desdeVersion: 7, version: 8 })).toBe('desconocido');
    expect(aplicarCambios({ ...cambios, carritoId: 56, desdeVersion: 6, version: 7 })).toBe('desconocido');
    expect(useCarritoStore.getState()).toMatchObject({ carritoId: 55, version: 6 });
  });
});

describe('useSessionStore', () => {
  it('sets and clears the user with its bearer token', () => {
    const usuario = perfilASesion({ sub: 'u', FarmaciaId: 1001 }, 1);
    useSessionStore.getState().setSesion(usuario, 'tok');
    expect(useSessionStore.getState()).toMatchObject({ usuario: { farmaciaId: 1001 }, accessToken: 'tok' });
    useSessionStore.getState().limpiar();
    expect(useSessionStore.getState()).toMatchObject({ usuario: null, accessToken: null });
  });
});

describe('useTiempoRealStore', () => {
  it('keeps the connection id, state and maintenance flag', () => {
    const tiempoReal = useTiempoRealStore.getState();
    tiempoReal.setEstado('Connected');
    tiempoReal.setMantenimiento(true);
    tiempoReal.setConnectionId('c-1');
    expect(useTiempoRealStore.getState()).toMatchObject({ estado: 'Connected', mantenimiento: true });
    expect(obtenerConnectionId()).toBe('c-1');
  });

  it('raises an error when there is no connection id', () => {
    useTiempoRealStore.getState().setConnectionId(null);
    expect(() => obtenerConnectionId()).toThrow('No hay id de conexión de tiempo real');
  });
});
