import { screen } from '@testing-library/react';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { NombreRuta } from '@portal/shared/domain';
import rutas from '../../routes.js';
import { iniciarApiPaginas, mostrarPagina, USUARIO_DEVOLUCIONES, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

/** The page the remote's route table gives for a route name, as the host mounts it (lazily loaded). */
function pagina(nombre: NombreRuta) {
  const ruta = rutas.find((r) => r.nombre === nombre)!;
  const Pagina = lazy(ruta.pagina as () => Promise<{ default: ComponentType }>);
  return { path: ruta.path, elemento: createElement(Suspense, { fallback: null }, createElement(Pagina)) };
}

test('a pharmacy without section 8 (its agreement has no expired returns) is sent from /vencidos to /vencidos-deshabilitado, and the page asks the API nothing', async () => {
  const home = pagina('vencidos-home');
  const deshabilitado = pagina('vencidos-deshabilitado');
  mostrarPagina(home.elemento, home.path, '/vencidos', { usuario: { ...USUARIO_DEVOLUCIONES, secciones: [11, 41] }, otras: { [deshabilitado.path]: deshabilitado.elemento } });
  expect(await screen.findByText('Convenio Vencidos')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('/vencidos-deshabilitado');
  expect(api.cuerpos('GET /api/DevolucionVencido/recuperar')).toEqual([]);
});

test('with section 8 the same route shows the expired returns and recovers the draft', async () => {
  api.responder('GET /api/DevolucionVencido/recuperar', { body: { items: [] } });
  const home = pagina('vencidos-home');
  mostrarPagina(home.elemento, home.path, '/vencidos');
  expect(await screen.findByText('No hay un borrador guardado.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Devolución de Vencidos' })).toBeInTheDocument();
});

test.each([
  ['devoluciones-seleccionar-factura', '/devoluciones/seleccionar-factura', [8, 41]],
  ['recalls-nuevo', '/recalls/nuevo', [8, 11]],
] as const)('%s without its section says the section is not enabled and asks nothing', async (nombre, direccion, secciones) => {
  const p = pagina(nombre);
  mostrarPagina(p.elemento, p.path, direccion, { usuario: { ...USUARIO_DEVOLUCIONES, secciones: [...secciones] } });
  expect(await screen.findByText('Sección no habilitada')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/devolucion/ParaFacturas')).toEqual([]);
  expect(api.cuerpos('GET /api/recall/PublicadosYVigentes')).toEqual([]);
});
