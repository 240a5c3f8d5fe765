/** @jest-environment ./src/paginas/favoritos/entorno-red.cjs */
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import AgregarCarrito from './AgregarCarrito.js';
import LineasArchivo from './LineasArchivo.js';
import SeleccionarArchivo from './SeleccionarArchivo.js';
import { useImportacionStore } from './importacion-store.js';
import { USUARIO_PRUEBA, iniciarServidorPrueba, mostrarPagina, producto, type ServidorPrueba } from '../favoritos/servidor-prueba.js';

const FORMATO_COLUMNAS = {
  troquel: { presente: true, indice: 0, longitud: 0 },
  codigoBarras: { presente: true, indice: 1, longitud: 0 },
  cantidad: { presente: true, indice: 3, longitud: 0 },
  nroOrden: { presente: false, indice: 0, longitud: 0 },
  nombreProducto: { presente: true, indice: 2, longitud: 0 },
  sistemaFarmacias: 'Planilla',
};
const CATALOGO = [producto(1001, 'Ibuprofeno 400 mg x 20'), producto(1002, 'Amoxicilina 500 mg x 16'), producto(1003, 'Gasa estéril 10 x 10')];

let servidor: ServidorPrueba;
beforeEach(async () => {
  useImportacionStore.getState().limpiar();
  servidor = await iniciarServidorPrueba();
  servidor.responder('GET /api/farmacia/FormatoArchivo', { body: FORMATO_COLUMNAS });
  servidor.responder('GET /api/producto', { body: CATALOGO });
  servidor.responder('POST /api/carritopersistente/ImportarCarrito', ({ body }) => ({
    body: (body as { troquel: number; cantidad: number }[]).map((l) =>
      l.troquel === 1003
        ? { ...l, codigo: 60, mensaje: 'El producto está bloqueado para su farmacia.', tipo: 'error', nuevoOfertaId: 0, cantidad: 0 }
        : { ...l, codigo: 0, mensaje: 'Producto actualizado en el carrito.', tipo: 'success', nuevoOfertaId: 0 },
    ),
  }));
});
afterEach(() => servidor.cerrar());

const PAGINAS: [string, ReactElement][] = [
  ['/pedidos/importador/lineas-archivo', <LineasArchivo key="l" />],
  ['/pedidos/importador/agregar-carrito/:confirmar?', <AgregarCarrito key="a" />],
];

test('a csv file is read with the pharmacy\'s layout, matched, fixed by hand and added to the cart with a result per line', async () => {
  const { container } = mostrarPagina(
    <SeleccionarArchivo />, '/pedidos/importador/seleccionar-archivo', '/pedidos/importador/seleccionar-archivo', USUARIO_PRUEBA, PAGINAS,
  );
  expect(await screen.findByText('Formato del archivo (Planilla)')).toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  const csv = 'troquel,barras,nombre,cantidad\n1001,,Ibuprofeno,3\n,7790000001002,,2\n,,GASA ESTERIL 10 X 10,1\n,,Producto desconocido,4\n';
  const entrada = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(entrada, new File([csv], 'pedido.csv', { type: 'text/csv' }));

  expect(await screen.findByRole('heading', { name: 'Líneas de pedido.csv' })).toBeInTheDocument();
  expect(screen.getByText('3 de 4 líneas encontradas en el catálogo.')).toBeInTheDocument();
  expect(screen.getByText(/Leídas y emparejadas en \d+ ms\./)).toBeInTheDocument();
  const filaTroquel = screen.getByText('Ibuprofeno 400 mg x 20 (1001)').closest('tr') as HTMLElement;
  expect(within(filaTroquel).getByText('Por troquel')).toBeInTheDocument();
  expect(within(screen.getByText('Amoxicilina 500 mg x 16 (1002)').closest('tr') as HTMLElement).getByText('Por código de barras')).toBeInTheDocument();
  expect(within(screen.getByText('Gasa estéril 10 x 10 (1003)').closest('tr') as HTMLElement).getByText('Por nombre')).toBeInTheDocument();

  const selector = screen.getByRole('combobox', { name: 'Producto de la línea 5' });
  await userEvent.type(selector, 'amoxi');
  await userEvent.click(await screen.findByTitle('Amoxicilina 500 mg x 16 (1002)'));
  expect(await screen.findByText('4 de 4 líneas encontradas en el catálogo.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Se van a sumar al carrito 3 productos de pedido.csv. Las líneas no encontradas no se agregan.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar e importar' }));

  expect(await screen.findByText('2 de 3 productos agregados al carrito.')).toBeInTheDocument();
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/pedidos/importador/agregar-carrito/confirmar');
  expect(screen.getByText('El producto está bloqueado para su farmacia.')).toBeInTheDocument();
  expect(servidor.solicitudes.find((s) => s.path === '/api/carritopersistente/ImportarCarrito')?.body).toEqual([
    { troquel: 1001, cantidad: 3 },
    { troquel: 1002, cantidad: 6 },
    { troquel: 1003, cantidad: 1 },
  ]);
  // The whole flow goes through three antd pages, slow to render in jsdom on a shared machine.
}, 90_000);

test('a file of another kind is refused with a Spanish message', async () => {
  const { container } = mostrarPagina(<SeleccionarArchivo />, '/pedidos/importador/seleccionar-archivo', '/pedidos/importador/seleccionar-archivo');
  await screen.findByText('Formato del archivo (Planilla)');
  const entrada = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(entrada, new File(['%PDF'], 'pedido.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(await screen.findByText('El archivo "pedido.pdf" no es txt, csv ni xlsx.')).toBeInTheDocument();
});

test('the lines page without a file asks to choose one', async () => {
  mostrarPagina(<LineasArchivo />, '/pedidos/importador/lineas-archivo', '/pedidos/importador/lineas-archivo');
  expect(await screen.findByText('Todavía no eligió un archivo para importar.')).toBeInTheDocument();
});
