import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { configurarApiClient, useCarritoStore } from '@portal/shared/client';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { ReceptorNotificaciones } from '../arranque/notificaciones.js';
import { EscaneoGlobal } from './EscaneoGlobal.js';

let api: ServidorHttp;

const ESCANEO = {
  troquel: 1234567,
  nombre: 'Ibuprofeno 400 mg x 20',
  valor: 2500,
  stock: 'normal',
  cantidadAnterior: 2,
  resultado: { codigo: 0, mensaje: 'Producto agregado al carrito.', tipo: 'success', nuevoOfertaId: 0, cantidad: 3 },
};

beforeAll(async () => {
  api = await iniciarServidorHttp((solicitud, res) => {
    if (solicitud.path.endsWith('/Escanear')) {
      const { codigo } = JSON.parse(solicitud.cuerpo) as { codigo: string };
      if (codigo === '7790000000000') return responderJson(res, 404, { title: 'No encontrado', status: 404, mensaje: 'No hay ningún producto con el código 7790000000000.', errors: {} });
      return responderJson(res, 200, ESCANEO);
    }
    if (solicitud.path.endsWith('/ActualizarItemCarrito')) return responderJson(res, 200, { ...ESCANEO.resultado, cantidad: 2 });
    return responderJson(res, 200, { carritoId: 1, version: 5, items: [] });
  });
  configurarApiClient({ baseUrl: api.url, timeoutMs: 5000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined });
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.solicitudes.length = 0;
  useCarritoStore.getState().limpiar();
});

function Pagina() {
  const [enviados, setEnviados] = useState(0);
  const [busqueda, setBusqueda] = useState('ibu');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setEnviados((n) => n + 1);
      }}
    >
      <input aria-label="Observaciones" value={busqueda} onChange={(e) => setBusqueda(e.target.value)} />
      <input aria-label="Código del control" data-escaneo="propio" defaultValue="" />
      <output aria-label="Envíos">{enviados}</output>
      <button type="submit">Enviar</button>
    </form>
  );
}

function mostrar() {
  render(
    <App>
      <ReceptorNotificaciones />
      <EscaneoGlobal />
      <Pagina />
    </App>,
  );
}

/**
 * A scanner: the code's keys and its Enter 4 ms apart. jsdom stamps an event with Date.now(), so the clock is held
 * for the burst, whatever time the page takes to re-render between keys.
 */
function escanear(campo: HTMLElement, codigo: string) {
  const inicio = Date.now();
  let tecla = 0;
  const reloj = jest.spyOn(Date, 'now').mockImplementation(() => inicio + 4 * tecla++);
  for (const digito of codigo) {
    fireEvent.keyDown(campo, { key: digito });
    // The browser's default action of a digit key: it lands in the field (jsdom does not type on keydown).
    if (campo instanceof HTMLInputElement) fireEvent.input(campo, { target: { value: (campo as HTMLInputElement).value + digito } });
  }
  fireEvent.keyDown(campo, { key: 'Enter' });
  reloj.mockRestore();
}

const llamadas = (sufijo: string) => api.solicitudes.filter((s) => s.path.endsWith(sufijo));

test('a scan in a page field adds the product, shows its name, price and the result, leaves the field as it was and never submits its form', async () => {
  mostrar();
  const campo = screen.getByLabelText('Observaciones');
  campo.focus();
  escanear(campo, '7791234567890');

  expect(await screen.findByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  expect(screen.getByText(/Producto agregado al carrito\./)).toHaveTextContent(/\$\s?2\.500,00 · Producto agregado al carrito\./);
  expect(screen.getByText('En el carrito: 3')).toBeInTheDocument();
  expect(campo).toHaveValue('ibu');
  expect(screen.getByLabelText('Envíos')).toHaveTextContent('0');
  expect(llamadas('/Escanear').map((s) => JSON.parse(s.cuerpo))).toEqual([{ codigo: '7791234567890' }]);
  // The cart is read again: the hub does not echo our own change.
  await waitFor(() => expect(llamadas('/GetItemsCarrito')).toHaveLength(1));
});

test('undo puts the line back to the quantity it had', async () => {
  mostrar();
  escanear(document.body, '1234567');
  await userEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
  await waitFor(() => expect(llamadas('/ActualizarItemCarrito').map((s) => JSON.parse(s.cuerpo))).toEqual([{ troquel: 1234567, cantidad: 2, ofertaid: 0 }]));
  expect(await screen.findByText('Se deshizo el escaneo: quedan 2 en el carrito.')).toBeInTheDocument();
});

test('an unknown code says so and adds nothing', async () => {
  mostrar();
  escanear(document.body, '7790000000000');
  expect(await screen.findByText('No hay ningún producto con el código 7790000000000.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
});

test('a field that reads scans itself keeps them: nothing goes to the cart', async () => {
  mostrar();
  const propio = screen.getByLabelText('Código del control');
  propio.focus();
  escanear(propio, '7791234567890');
  expect(propio).toHaveValue('7791234567890');
  await new Promise((r) => setTimeout(r, 100));
  expect(llamadas('/Escanear')).toEqual([]);
});

test('a person typing digits into a field with pauses between keys is left alone', async () => {
  mostrar();
  const campo = screen.getByLabelText('Observaciones');
  await userEvent.type(campo, '{Backspace}{Backspace}{Backspace}7791234{Enter}', { delay: 60 });
  expect(campo).toHaveValue('7791234');
  expect(llamadas('/Escanear')).toEqual([]);
  expect(screen.getByLabelText('Envíos')).toHaveTextContent('1');
});
