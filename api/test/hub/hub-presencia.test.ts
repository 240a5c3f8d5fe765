import type { HubConnection } from '@microsoft/signalr';
import type { Entorno } from '../support/entorno.js';
import { dosInstancias } from '../support/dos-instancias.js';
import { clienteHub, HttpTransportType, registrar } from '../support/hub-cliente.js';

/** Presence in the shared cart (issue 17): hub methods of our own, across two API processes through Redis. */
let a: Entorno;
let urlB: string;
let token: (userName: string) => Promise<string>;
let cerrar: () => Promise<void>;
const abiertas: HubConnection[] = [];

beforeAll(async () => {
  ({ a, urlB, token, cerrar } = await dosInstancias());
});

afterEach(async () => {
  await Promise.all(abiertas.splice(0).map((c) => c.stop()));
});

afterAll(() => cerrar());

async function conectar(url: string, usuario: string, transporte = HttpTransportType.WebSockets) {
  const conexion = clienteHub(url, { transporte, token: await token(usuario) });
  const avisos = registrar(conexion, 'PresenciaCarrito');
  await conexion.start();
  abiertas.push(conexion);
  return { conexion, avisos };
}

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a colleague on the other API process learns who opened the cart and which line they edit; another pharmacy hears nothing', async () => {
  const admin = await conectar(a.url, 'admin.demo');
  const pedidos = await conectar(urlB, 'pedidos.demo', HttpTransportType.LongPolling);
  const otra = await conectar(urlB, 'otra.demo');

  await admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: true, editandoTroquel: null });
  const [[primero]] = await pedidos.avisos.hasta(1);
  expect(primero).toEqual({
    connectionId: admin.conexion.connectionId,
    userId: expect.any(String),
    nombre: expect.stringMatching(/\S/),
    viendoCarrito: true,
    editandoTroquel: null,
    nuevo: true,
    salio: false,
  });

  await admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: true, editandoTroquel: 7790001 });
  const avisos = await pedidos.avisos.hasta(2);
  expect(avisos[1]![0]).toMatchObject({ editandoTroquel: 7790001, nuevo: false });

  // The author never hears itself, and pharmacy 1002 never hears pharmacy 1001.
  await pausa(300);
  expect(admin.avisos.recibidos).toEqual([]);
  expect(otra.avisos.recibidos).toEqual([]);
});

test('closing the connection tells the others that it left', async () => {
  const admin = await conectar(a.url, 'admin.demo');
  const pedidos = await conectar(urlB, 'pedidos.demo');
  await admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: true, editandoTroquel: 7790001 });
  await pedidos.avisos.hasta(1);
  const id = admin.conexion.connectionId;
  await admin.conexion.stop();
  const avisos = await pedidos.avisos.hasta(2);
  expect(avisos[1]![0]).toMatchObject({ connectionId: id, salio: true, viendoCarrito: false, editandoTroquel: null });
});

test('closing the cart is said once; a connection that never opened it leaves without a word', async () => {
  const admin = await conectar(a.url, 'admin.demo');
  const pedidos = await conectar(a.url, 'pedidos.demo');
  await admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: true, editandoTroquel: null });
  await admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: false, editandoTroquel: 7790001 });
  const avisos = await pedidos.avisos.hasta(2);
  expect(avisos[1]![0]).toMatchObject({ viendoCarrito: false, editandoTroquel: null, salio: false });
  await admin.conexion.stop();
  await pausa(300);
  expect(pedidos.avisos.recibidos).toHaveLength(2);
});

test('bad arguments, a user without the cart roles and an unknown method get a Spanish error, nothing is sent', async () => {
  const admin = await conectar(a.url, 'admin.demo');
  const pedidos = await conectar(a.url, 'pedidos.demo');
  const cuenta = await conectar(a.url, 'cuenta.demo');

  await expect(admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: 'sí', editandoTroquel: null })).rejects.toThrow(/Argumentos inválidos para 'ActualizarPresencia': viendoCarrito/);
  await expect(admin.conexion.invoke('ActualizarPresencia', { viendoCarrito: true, editandoTroquel: null, farmaciaId: 1002 })).rejects.toThrow(/Argumentos inválidos/);
  await expect(cuenta.conexion.invoke('ActualizarPresencia', { viendoCarrito: true, editandoTroquel: null })).rejects.toThrow('No tiene permisos para ver el carrito de la farmacia.');
  await expect(admin.conexion.invoke('BorrarTodo')).rejects.toThrow("El método 'BorrarTodo' no existe en este hub.");

  await pausa(300);
  expect(pedidos.avisos.recibidos).toEqual([]);
});

test('method names are matched without case, as the .NET server does, and `send` (no answer awaited) works too', async () => {
  const admin = await conectar(a.url, 'admin.demo');
  const pedidos = await conectar(a.url, 'pedidos.demo');
  await admin.conexion.send('actualizarpresencia', { viendoCarrito: true, editandoTroquel: 12 });
  const [[aviso]] = await pedidos.avisos.hasta(1);
  expect(aviso).toMatchObject({ editandoTroquel: 12, viendoCarrito: true });
});
