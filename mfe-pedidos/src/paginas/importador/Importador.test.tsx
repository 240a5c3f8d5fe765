import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import AgregarCarrito from './AgregarCarrito.js';
import LineasArchivo from './LineasArchivo.js';
import SeleccionarArchivo from './SeleccionarArchivo.js';
import { useImportacionStore } from './importacion-store.js';
import { USUARIO_PRUEBA, iniciarApiPaginas, mostrarPagina, responderImportarCarrito, type ApiPaginas } from '../../../test/support/paginas.js';

const FORMATO_COLUMNAS = {
  troquel: { presente: true, indice: 0, longitud: 0 },
  codigoBarras: { presente: true, indice: 1, longitud: 0 },
  cantidad: { presente: true, indice: 3, longitud: 0 },
  nroOrden: { presente: false, indice: 0, longitud: 0 },
  nombreProducto: { presente: true, indice: 2, longitud: 0 },
  sistemaFarmacias: 'Planilla',
};
const RUTA_ARCHIVOS = '/api/farmacia/archivoImportado';

let api: ApiPaginas;
/** What the browser was given to save: jsdom has no object URLs, so the page's blob is kept here to read it. */
let descargados: Blob[];

beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => {
  api.reiniciar();
  useImportacionStore.getState().limpiar();
  descargados = [];
  URL.createObjectURL = (blob: Blob) => {
    descargados.push(blob);
    return `blob:prueba/${descargados.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  api.responder('GET /api/farmacia/FormatoArchivo', { body: FORMATO_COLUMNAS });
  api.responder(`GET ${RUTA_ARCHIVOS}`, { body: [] });
  responderImportarCarrito(api, { 1003: CodigoResultadoCarrito.ProductoBloqueado });
});

/** The server's side of keeping the file: what it received, and the download of what it kept. */
function guardarArchivos() {
  api.responder(`POST ${RUTA_ARCHIVOS}`, (cuerpo) => {
    const { nombre, contenido } = cuerpo as { nombre: string; contenido: string };
    const datos = Buffer.from(contenido, 'base64');
    api.responder(`GET ${RUTA_ARCHIVOS}/31`, { archivo: { tipo: 'text/csv; charset=utf-8', datos } });
    return { status: 201, body: { id: 31, nombre, fecha: '2026-11-22T13:00:00.000Z', tamano: datos.length } };
  });
}

const PAGINAS: [string, ReactElement][] = [
  ['/pedidos/importador/lineas-archivo', <LineasArchivo key="l" />],
  ['/pedidos/importador/agregar-carrito/:confirmar?', <AgregarCarrito key="a" />],
];

const mostrarSeleccion = () =>
  mostrarPagina(<SeleccionarArchivo />, '/pedidos/importador/seleccionar-archivo', '/pedidos/importador/seleccionar-archivo', USUARIO_PRUEBA, PAGINAS);

const CSV = 'troquel,barras,nombre,cantidad\n1001,,Ibuprofeno,3\n,7790000000011,,2\n,,AMOXICILINA 500 MG X 16,1\n,,Producto desconocido,4\n';

async function elegirArchivo(container: HTMLElement, archivo: File) {
  expect(await screen.findByText(/Puede importar:/)).toBeInTheDocument();
  await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, archivo, { applyAccept: false });
}

/** The file as the importer understood it, then on to the lines. */
async function aceptarLectura() {
  await userEvent.click(await screen.findByRole('button', { name: 'Buscar los productos' }));
}

test("a csv file is matched against the cached catalogue, fixed by hand, added to the cart (which the panel shows) and kept on the server to download", async () => {
  guardarArchivos();
  const { container } = mostrarSeleccion();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  await elegirArchivo(container, new File([CSV], 'pedido.csv', { type: 'text/csv' }));
  // What was understood comes first: the kind of file and what each column holds, by its titles.
  const lectura = await screen.findByLabelText('Lectura del archivo');
  expect(within(lectura).getByText('Texto con columnas separadas por comas, con una fila de títulos.')).toBeInTheDocument();
  expect(within(lectura).getByText('4 líneas con cantidad y producto.')).toBeInTheDocument();
  expect(within(lectura).getByRole('combobox', { name: 'Qué contiene la columna 2' }).closest('.ant-select')).toHaveTextContent('Código de barras');
  await aceptarLectura();

  expect(await screen.findByRole('heading', { name: 'Líneas de pedido.csv' })).toBeInTheDocument();
  expect(screen.getByText('3 de 4 líneas encontradas en el catálogo.')).toBeInTheDocument();
  // No internal timing is shown to the user.
  expect(screen.queryByText(/\d+ ms/)).not.toBeInTheDocument();
  expect(within(screen.getByText('Ibuprofeno 400 mg x 20 (1001)').closest('tr') as HTMLElement).getByText('Por troquel')).toBeInTheDocument();
  expect(within(screen.getByText('Ibupirac 600 mg x 10 (1002)').closest('tr') as HTMLElement).getByText('Por código de barras')).toBeInTheDocument();
  expect(within(screen.getByText('Amoxicilina 500 mg x 16 (1003)').closest('tr') as HTMLElement).getByText('Por nombre')).toBeInTheDocument();
  // The lines were matched against the remote's cached catalogue: no product was asked one by one.
  expect(api.cuerpos('POST /api/producto/SinFiltro')).toEqual([]);

  await userEvent.type(screen.getByRole('combobox', { name: 'Producto de la línea 5' }), 'ibupi');
  await userEvent.click(await screen.findByTitle('Ibupirac 600 mg x 10 (1002)'));
  expect(await screen.findByText('4 de 4 líneas encontradas en el catálogo.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(await screen.findByText('Se van a sumar al carrito 3 productos de pedido.csv. Las líneas no encontradas no se agregan.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar e importar' }));

  expect(await screen.findByText('2 de 3 productos agregados al carrito.')).toBeInTheDocument();
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/pedidos/importador/agregar-carrito/confirmar');
  expect(screen.getByText('El producto está bloqueado para su farmacia.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([
    [
      { troquel: 1001, cantidad: 3 },
      { troquel: 1002, cantidad: 6 },
      { troquel: 1003, cantidad: 1 },
    ],
  ]);
  // The original file went to the server as it was chosen.
  const [subida] = api.cuerpos(`POST ${RUTA_ARCHIVOS}`) as { nombre: string; contenido: string }[];
  expect(subida?.nombre).toBe('pedido.csv');
  expect(Buffer.from(subida!.contenido, 'base64').toString('utf8')).toBe(CSV);

  expect(screen.getByText('pedido.csv, guardado con el número 31')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: /Descargar el archivo importado/ }));
  await waitFor(() => expect(descargados).toHaveLength(1));
  expect(await descargados[0]!.text()).toBe(CSV);

  // The cart panel beside the page holds what went in (a drawer below 1200 px, as in jsdom).
  await userEvent.click(screen.getByRole('button', { name: /Carrito$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Carrito' });
  expect(await within(panel).findByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' })).toHaveValue('3');
  expect(within(panel).getByRole('spinbutton', { name: 'Cantidad de Ibupirac 600 mg x 10' })).toHaveValue('6');
  expect(within(panel).queryByTestId('linea-carrito-1003')).not.toBeInTheDocument();
  // The whole flow goes through three antd pages, slow to render in jsdom on a shared machine.
}, 120_000);

test('when the server does not keep the file, the lines still go to the cart and the page says why', async () => {
  api.responder(`POST ${RUTA_ARCHIVOS}`, { status: 413, body: { title: 'Solicitud demasiado grande', status: 413, errors: {}, mensaje: 'El archivo supera el tamaño máximo de 2 MB.' } });
  const { container } = mostrarSeleccion();
  await elegirArchivo(container, new File(['1001,,,2\n'], 'corto.csv', { type: 'text/csv' }));
  await aceptarLectura();
  await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar e importar' }));
  expect(await screen.findByText('1 de 1 producto agregado al carrito.')).toBeInTheDocument();
  expect(screen.getByText('No se guardó una copia del archivo importado.')).toBeInTheDocument();
  expect(screen.getByText('El archivo supera el tamaño máximo de 2 MB.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Descargar el archivo importado/ })).not.toBeInTheDocument();
}, 90_000);

test("the pharmacy's latest imported files are listed and downloaded again", async () => {
  api.responder(`GET ${RUTA_ARCHIVOS}`, { body: [{ id: 5, nombre: 'pedido-lunes.txt', fecha: '2026-11-17T12:30:00.000Z', tamano: 2048 }] });
  api.responder(`GET ${RUTA_ARCHIVOS}/5`, { archivo: { tipo: 'text/plain; charset=utf-8', datos: Buffer.from('1001 3\r\n') } });
  mostrarSeleccion();
  const fila = (await screen.findByText('pedido-lunes.txt')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('2 KB')).toBeInTheDocument();
  await userEvent.click(await within(fila).findByRole('button', { name: 'Descargar' }));
  await waitFor(() => expect(descargados).toHaveLength(1));
  expect(await descargados[0]!.text()).toBe('1001 3\r\n');
});

test('a plain "troquel;cantidad" file without titles is understood by its content, corrected by the user and matched', async () => {
  const { container } = mostrarSeleccion();
  expect(screen.queryByText(/columna \d+/)).not.toBeInTheDocument();
  await elegirArchivo(container, new File(['1001;20\n1003;7\n'], 'mostrador.txt', { type: 'text/plain' }));
  const lectura = await screen.findByLabelText('Lectura del archivo');
  expect(within(lectura).getByText('Texto con columnas separadas por punto y coma, sin fila de títulos.')).toBeInTheDocument();
  expect(within(lectura).getByRole('combobox', { name: 'Qué contiene la columna 1' }).closest('.ant-select')).toHaveTextContent('Troquel');
  expect(within(lectura).getByRole('combobox', { name: 'Qué contiene la columna 2' }).closest('.ant-select')).toHaveTextContent('Cantidad');
  expect(within(lectura).getByText('2 líneas con cantidad y producto.')).toBeInTheDocument();

  // Saying the first row is titles leaves one line; saying column 2 is not used leaves none, and the page says why.
  await userEvent.click(within(lectura).getByRole('checkbox', { name: 'La primera fila tiene los títulos de las columnas' }));
  expect(await within(lectura).findByText('1 línea con cantidad y producto.')).toBeInTheDocument();
  await userEvent.click(within(lectura).getByRole('checkbox', { name: 'La primera fila tiene los títulos de las columnas' }));
  await userEvent.click(within(lectura).getByRole('combobox', { name: 'Qué contiene la columna 2' }));
  await userEvent.click(await screen.findByTitle('No se usa'));
  expect(await within(lectura).findByText('No se encontró una columna de cantidades: indique cuál es.')).toBeInTheDocument();
  expect(within(lectura).getByRole('button', { name: 'Buscar los productos' })).toBeDisabled();
  await userEvent.click(within(lectura).getByRole('combobox', { name: 'Qué contiene la columna 2' }));
  await userEvent.click(await screen.findByTitle('Cantidad'));

  await aceptarLectura();
  expect(await screen.findByText('2 de 2 líneas encontradas en el catálogo.')).toBeInTheDocument();
  const fila = screen.getByText('Amoxicilina 500 mg x 16 (1003)').closest('tr') as HTMLElement;
  expect(within(fila).getByRole('spinbutton', { name: 'Cantidad de la línea 2' })).toHaveValue('7');
  // The quantity field takes digits only.
  await userEvent.type(within(fila).getByRole('spinbutton', { name: 'Cantidad de la línea 2' }), 'x5');
  expect(within(fila).getByRole('spinbutton', { name: 'Cantidad de la línea 2' })).toHaveValue('75');
}, 240_000);

test('a product with a bonus shows its mark in the lines of the file', async () => {
  const { container } = mostrarSeleccion();
  await elegirArchivo(container, new File(['troquel;cantidad\n1002;1\n1001;1\n'], 'bono.csv', { type: 'text/csv' }));
  await aceptarLectura();
  const conBono = (await screen.findByText('Ibupirac 600 mg x 10 (1002)')).closest('tr') as HTMLElement;
  expect(within(conBono).getByText('Bono PAP')).toBeInTheDocument();
  expect(within(screen.getByText('Ibuprofeno 400 mg x 20 (1001)').closest('tr') as HTMLElement).queryByText(/^Bono/)).not.toBeInTheDocument();
}, 120_000);

test('a file of another kind is refused with a Spanish message', async () => {
  const { container } = mostrarSeleccion();
  await elegirArchivo(container, new File(['%PDF'], 'pedido.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('El archivo "pedido.pdf" no es txt, csv ni xlsx.')).toBeInTheDocument();
});

test('the lines page without a file asks to choose one', async () => {
  mostrarPagina(<LineasArchivo />, '/pedidos/importador/lineas-archivo', '/pedidos/importador/lineas-archivo');
  expect(await screen.findByText('Todavía no eligió un archivo para importar.')).toBeInTheDocument();
});
