import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsuarioSesion } from '@portal/shared/domain';
import { ADMIN_PRUEBA, iniciarApiPrueba, mostrarPagina, type ApiPrueba } from '../../../test/support/api-prueba.js';
import { ROLES_ASIGNABLES, rolesDe, usuario } from '../../../test/support/usuarios.js';
import { navegacion } from '../comun/sesion-propia.js';
import ListaUsuarios from './ListaUsuarios.js';

let api: ApiPrueba;
beforeAll(async () => {
  api = await iniciarApiPrueba();
});
afterAll(() => api.cerrar());

const USUARIOS = [
  usuario('admin-1', 'admin.farmacia', { creadorUserId: 'sistema', ultimoEditorUserId: 'admin-1' }),
  usuario('u-2', 'mostrador.lopez', { emailConfirmado: false, ultimoEditorUserId: 'u-9' }),
  usuario('u-3', 'caja.perez', { habilitado: false }),
];

function responderLista(usuarios = USUARIOS) {
  api.responder('GET /api/Usuario/farmacia/7', { body: usuarios, headers: { 'X-Total-Count': String(usuarios.length) } });
  api.responder('POST /api/Usuario/Roles', (cuerpo) => ({
    body: (cuerpo as { userIds: string[] }).userIds.map((id) => rolesDe(id, id === 'admin-1' ? ['Administrador', 'Pedidos'] : id === 'u-2' ? ['ConsultorStock', 'Pedidos'] : [])),
  }));
  api.responder('POST /api/CrewDragon/UserNames', (cuerpo) => ({
    body: (cuerpo as string[]).flatMap((id) => (id === 'admin-1' ? [{ id, userName: 'admin.farmacia' }] : id === 'sistema' ? [{ id, userName: 'sistema' }] : [])),
  }));
  api.responder('GET /api/Rol', { body: [{ id: 1, nombre: 'Administrador', asignable: true }, { id: 7, nombre: 'Pedidos', asignable: true }] });
  api.responder('GET /api/Rol/Asignables', { body: ROLES_ASIGNABLES });
}

beforeEach(() => {
  api.reiniciar();
  responderLista();
});

const fila = async (userName: string) => (await screen.findByRole('link', { name: userName })).closest('tr') as HTMLElement;

test('lists the users with email state, roles, state and who created and last edited each, names in one lookup for the page', async () => {
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  expect(await screen.findByRole('heading', { name: 'Administración de usuarios de farmacia' })).toBeInTheDocument();
  const mostrador = await fila('mostrador.lopez');
  expect(within(mostrador).getByText('Sin confirmar')).toBeInTheDocument();
  // Roles by the names a pharmacy uses, not the claim's keys (issue 29, item 11).
  expect(within(mostrador).getByText('Consulta de stock')).toBeInTheDocument();
  expect(within(mostrador).queryByText('ConsultorStock')).toBeNull();
  expect(within(mostrador).getByText('Habilitado')).toBeInTheDocument();
  expect(within(mostrador).getByText('02/11/2026')).toBeInTheDocument();
  expect(within(mostrador).getByText('por admin.farmacia')).toBeInTheDocument();
  expect(within(mostrador).getByText('por Usuario desconocido')).toBeInTheDocument();
  expect(within(await fila('caja.perez')).getByText('Deshabilitado')).toBeInTheDocument();
  expect(within(await fila('caja.perez')).getByText('Sin roles')).toBeInTheDocument();
  expect(screen.getByText('1-3 de 3')).toBeInTheDocument();

  expect(api.cuerpos('POST /api/CrewDragon/UserNames')).toEqual([['sistema', 'admin-1', 'u-9']]);
  expect(api.cuerpos('POST /api/Usuario/Roles')).toEqual([{ userIds: ['admin-1', 'u-2', 'u-3'] }]);
  expect(api.llamadas.find((l) => l.clave === 'GET /api/Usuario/farmacia/7')!.url).toContain('sorts=userName');
});

test('search, role and state filters go to the server', async () => {
  const usuarioEv = userEvent.setup();
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  await fila('mostrador.lopez');
  await usuarioEv.click(screen.getByRole('combobox', { name: 'Buscar por usuario o correo' }));
  await usuarioEv.paste('mostra');
  await usuarioEv.keyboard('{Enter}');
  await waitFor(() => expect(api.llamadas.some((l) => decodeURIComponent(l.url).includes('filters=(userName|email)@=mostra'))).toBe(true));
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/admin-usuarios');

  await usuarioEv.click(screen.getByRole('combobox', { name: 'Filtrar por estado' }));
  await usuarioEv.click(await screen.findByTitle('Deshabilitados'));
  await waitFor(() =>
    expect(api.llamadas.some((l) => decodeURIComponent(l.url).includes('filters=(userName|email)@=mostra,habilitado==false'))).toBe(true),
  );

  await usuarioEv.click(screen.getByRole('combobox', { name: 'Filtrar por rol' }));
  await usuarioEv.click(await screen.findByTitle('Pedidos'));
  await waitFor(() => expect(api.llamadas.some((l) => l.url.includes('rol=Pedidos'))).toBe(true));
});

test('typing suggests the users whose name holds the text (Usuario/Buscar); choosing one opens its page', async () => {
  const usuarioEv = userEvent.setup();
  api.responder('POST /api/Usuario/Buscar', (cuerpo) => ({
    body: USUARIOS.filter((u) => u.userName.includes((cuerpo as { userName: string }).userName)),
  }));
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  await fila('mostrador.lopez');
  await usuarioEv.type(screen.getByRole('combobox', { name: 'Buscar por usuario o correo' }), 'lop');
  // The list the administrator sees (rc-select also keeps a hidden one for screen readers).
  const sugerencia = (await screen.findByText('mostrador.lopez@farmacia.example', { selector: '.ant-select-item-option .ant-typography' })).closest(
    '.ant-select-item-option',
  ) as HTMLElement;
  // After a pause in the typing, from two characters on.
  expect(api.cuerpos('POST /api/Usuario/Buscar').at(-1)).toEqual({ userName: 'lop', farmaciaId: 7 });
  expect(api.cuerpos('POST /api/Usuario/Buscar')).not.toContainEqual({ userName: 'l', farmaciaId: 7 });
  await usuarioEv.click(sugerencia);
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/admin-usuarios/editar/u-2'));
});

test('the administrator can neither delete nor disable itself; another user is deleted after confirming, and the list is read again', async () => {
  const usuarioEv = userEvent.setup();
  api.responder('DELETE /api/Usuario/u-2', { status: 204 });
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  const propia = await fila('admin.farmacia');
  expect(within(propia).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  expect(within(propia).getByRole('button', { name: 'Deshabilitar' })).toBeDisabled();
  expect(ADMIN_PRUEBA.id).toBe('admin-1');

  const lecturas = api.cuerpos('GET /api/Usuario/farmacia/7').length;
  await usuarioEv.click(within(await fila('mostrador.lopez')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('¿Eliminar el usuario mostrador.lopez?')).toBeInTheDocument();
  expect(api.cuerpos('DELETE /api/Usuario/u-2')).toHaveLength(0);
  await usuarioEv.click(within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(api.cuerpos('DELETE /api/Usuario/u-2')).toHaveLength(1));
  expect(await screen.findByText('Se eliminó el usuario mostrador.lopez.')).toBeInTheDocument();
  await waitFor(() => expect(api.cuerpos('GET /api/Usuario/farmacia/7').length).toBeGreaterThan(lecturas));
});

test('disabling a user sends habilitado false with the version listed; a password reset follows the provider rules', async () => {
  // The table is read again after the change: its rows take no clicks while it loads.
  const usuarioEv = userEvent.setup({ pointerEventsCheck: 0 });
  const versiones: unknown[] = [];
  api.responder('PUT /api/Usuario/u-2', (_c, req) => {
    versiones.push(req.headers['if-match']);
    return { body: [{ succeeded: true }] };
  });
  const rechazo = 'La contraseña debe incluir al menos una letra.';
  let intentos = 0;
  api.responder('PUT /api/Usuario/Password/u-2', () =>
    ++intentos === 1
      ? { status: 400, body: { title: 'Solicitud incorrecta', status: 400, mensaje: rechazo, errors: { NewPassword: [rechazo] }, succeeded: false } }
      : { body: { succeeded: true, errors: [] } },
  );
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  await usuarioEv.click(within(await fila('mostrador.lopez')).getByRole('button', { name: 'Deshabilitar' }));
  await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/u-2')).toEqual([{ habilitado: false }]));
  expect(versiones).toEqual([`"${usuario('u-2', 'mostrador.lopez').ultimaActualizacion}"`]);
  expect(await screen.findByText('mostrador.lopez quedó deshabilitado.')).toBeInTheDocument();

  await usuarioEv.click(within(await fila('mostrador.lopez')).getByRole('button', { name: 'Restablecer contraseña' }));
  expect(await screen.findByText('Restablecer la contraseña de mostrador.lopez')).toBeInTheDocument();
  const dialogo = screen.getByRole('dialog');
  const restablecer = within(dialogo).getByRole('button', { name: 'Restablecer' });
  await usuarioEv.type(within(dialogo).getByLabelText('Contraseña nueva'), 'abcdefgh');
  expect(restablecer).toBeDisabled();
  await usuarioEv.type(within(dialogo).getByLabelText('Contraseña nueva'), '1');
  expect(restablecer).toBeEnabled();
  await usuarioEv.click(restablecer);
  expect(await within(dialogo).findByText(rechazo)).toBeInTheDocument();
  await usuarioEv.click(restablecer);
  await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/Password/u-2')).toEqual([{ NewPassword: 'abcdefgh1' }, { NewPassword: 'abcdefgh1' }]));
  expect(await screen.findByText('Se restableció la contraseña de mostrador.lopez.')).toBeInTheDocument();
});

test('an empty list and a failed one say so in Spanish', async () => {
  responderLista([]);
  const { unmount } = mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  expect(await screen.findByText('No hay usuarios que coincidan con la búsqueda')).toBeInTheDocument();
  unmount();
  api.responder('GET /api/Usuario/farmacia/7', { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No se encontró la farmacia.', errors: {} } });
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  expect(await screen.findByText('No se pudieron obtener los datos')).toBeInTheDocument();
});

test('a disabled user is enabled again with the version listed', async () => {
  const usuarioEv = userEvent.setup({ pointerEventsCheck: 0 });
  const versiones: unknown[] = [];
  api.responder('PUT /api/Usuario/u-3', (_c, req) => {
    versiones.push(req.headers['if-match']);
    return { body: [{ succeeded: true }] };
  });
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  const caja = await fila('caja.perez');
  expect(within(caja).queryByRole('button', { name: 'Deshabilitar' })).toBeNull();
  await usuarioEv.click(within(caja).getByRole('button', { name: 'Habilitar' }));
  await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/u-3')).toEqual([{ habilitado: true }]));
  expect(versiones).toEqual([`"${usuario('u-3', 'caja.perez').ultimaActualizacion}"`]);
  expect(await screen.findByText('caja.perez quedó habilitado.')).toBeInTheDocument();
});

test('sorting and paging are asked of the server, and names already looked up (found or not) are not asked again', async () => {
  const usuarioEv = userEvent.setup({ pointerEventsCheck: 0 });
  const segunda = [usuario('u-11', 'turno.noche', { creadorUserId: 'admin-1', ultimoEditorUserId: 'u-9' })];
  api.responder('GET /api/Usuario/farmacia/7', (_c, req) => {
    const pagina = new URL(req.url!, 'http://x').searchParams.get('page');
    return { body: pagina === '2' ? segunda : USUARIOS, headers: { 'X-Total-Count': '13' } };
  });
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  await fila('mostrador.lopez');
  expect(screen.getByText('1-10 de 13')).toBeInTheDocument();
  const lecturas = () => api.llamadas.filter((l) => l.clave === 'GET /api/Usuario/farmacia/7').map((l) => new URL(l.url, 'http://x').searchParams);

  await usuarioEv.click(screen.getByRole('columnheader', { name: /Correo electrónico/ }));
  await waitFor(() => expect(lecturas().at(-1)!.get('sorts')).toBe('email'));
  await usuarioEv.click(screen.getByRole('columnheader', { name: /Correo electrónico/ }));
  await waitFor(() => expect(lecturas().at(-1)!.get('sorts')).toBe('-email'));

  await usuarioEv.click(screen.getByTitle('2'));
  await fila('turno.noche');
  expect(lecturas().at(-1)!.get('page')).toBe('2');
  expect(lecturas().at(-1)!.get('pageSize')).toBe('10');
  expect(within(await fila('turno.noche')).getByText('por Usuario desconocido')).toBeInTheDocument();
  // u-9 was not found on the first page: it is not asked for again, nor is admin-1.
  expect(api.cuerpos('POST /api/CrewDragon/UserNames')).toEqual([['sistema', 'admin-1', 'u-9']]);
});

test("the deleted users are listed with who deleted them and when, and each one's history opens", async () => {
  const usuarioEv = userEvent.setup();
  api.responder('GET /api/Usuario/farmacia/7/Eliminados', {
    body: [{ usuarioId: 'u-99', userName: 'reemplazo.vera', email: 'vera@farmacia.example', fechaBaja: '2026-11-01T12:00:00.000Z', autorUserId: 'admin-1' }],
    headers: { 'X-Total-Count': '1' },
  });
  api.responder('GET /api/Usuario/u-99/Auditoria', {
    body: [
      {
        id: 9,
        usuarioId: 'u-99',
        autorUserId: 'admin-1',
        fecha: '2026-11-01T12:00:00.000Z',
        accion: 'Baja',
        cambios: [
          { campo: 'userName', antes: 'reemplazo.vera', despues: null },
          { campo: 'roles', antes: 'ConsultorStock, Pedidos', despues: null },
        ],
      },
      { id: 3, usuarioId: 'u-99', autorUserId: 'admin-1', fecha: '2026-06-01T12:00:00.000Z', accion: 'Modificacion', cambios: [{ campo: 'farmaciaId', antes: '7', despues: '8' }] },
      { id: 1, usuarioId: 'u-99', autorUserId: 'admin-1', fecha: '2026-05-01T12:00:00.000Z', accion: 'Alta', cambios: [{ campo: 'userName', antes: null, despues: 'reemplazo.vera' }] },
    ],
  });
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  await fila('mostrador.lopez');
  await usuarioEv.click(screen.getByRole('button', { name: /Usuarios eliminados/ }));
  const cajon = (await screen.findByText('Usuarios eliminados', { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
  const vera = (await within(cajon).findByText('reemplazo.vera')).closest('tr') as HTMLElement;
  expect(within(vera).getByText('01/11/2026 09:00')).toBeInTheDocument();
  expect(within(vera).getByText('por admin.farmacia')).toBeInTheDocument();
  expect(api.llamadas.find((l) => l.clave === 'GET /api/Usuario/farmacia/7/Eliminados')!.url).toContain('sorts=-fechaBaja');

  await usuarioEv.click(within(vera).getByRole('button', { name: 'Ver historial de reemplazo.vera' }));
  const historial = (await screen.findByText('Historial de cambios de reemplazo.vera')).closest('.ant-modal') as HTMLElement;
  const baja = (await within(historial).findByText('Baja del usuario')).closest('tr') as HTMLElement;
  expect(within(baja).getByText('Usuario: reemplazo.vera')).toBeInTheDocument();
  expect(within(baja).getByText('Roles: ConsultorStock, Pedidos')).toBeInTheDocument();
  expect(within(historial).getByText('Farmacia: 7 → 8')).toBeInTheDocument();
  expect(within(historial).getByText('Alta del usuario')).toBeInTheDocument();
});

test('resetting its own password warns the administrator, then signs it out cleanly to sign in again', async () => {
  const usuarioEv = userEvent.setup({ pointerEventsCheck: 0 });
  const destinos: string[] = [];
  navegacion.ir = (url) => void destinos.push(url);
  window.sessionStorage.setItem('oidc.user:http://localhost/idp:portal-web', '{"access_token":"viejo"}');
  window.sessionStorage.setItem('otra-clave', 'queda');
  api.responder('PUT /api/Usuario/Password/admin-1', { body: { succeeded: true, errors: [] } });
  mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios');
  await usuarioEv.click(within(await fila('admin.farmacia')).getByRole('button', { name: 'Restablecer contraseña' }));
  const dialogo = await screen.findByRole('dialog');
  expect(within(dialogo).getByText(/Es su propia contraseña\. Al confirmar, su sesión se cerrará/)).toBeInTheDocument();
  await usuarioEv.type(within(dialogo).getByLabelText('Contraseña nueva'), 'Nueva2027x');
  await usuarioEv.click(within(dialogo).getByRole('button', { name: 'Restablecer' }));
  await waitFor(() => expect(destinos).toEqual(['/admin-usuarios']));
  expect(window.sessionStorage.getItem('oidc.user:http://localhost/idp:portal-web')).toBeNull();
  expect(window.sessionStorage.getItem('otra-clave')).toBe('queda');
});

describe('an administrator with fewer roles than some users (issue 27)', () => {
  /** Only Administrador and eShop: admin.farmacia (Administrador, Pedidos) and mostrador.lopez are beyond it. */
  const SOLO_ADMINISTRADOR: UsuarioSesion = { ...ADMIN_PRUEBA, id: 'solo-1', roles: ['Administrador'], secciones: [1] };

  test('sees what it may not do to each user disabled, with the reason on hover, and still manages a user within its roles', async () => {
    const usuarioEv = userEvent.setup({ pointerEventsCheck: 0 });
    api.responder('PUT /api/Usuario/u-3', { body: [{ succeeded: true }] });
    mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios', SOLO_ADMINISTRADOR);
    const completo = await fila('admin.farmacia');
    for (const accion of ['Deshabilitar', 'Restablecer contraseña', 'Eliminar']) expect(within(completo).getByRole('button', { name: accion })).toBeDisabled();
    expect(within(completo).getByRole('link', { name: 'Ver' })).toBeInTheDocument();
    await usuarioEv.hover(within(completo).getByRole('button', { name: 'Restablecer contraseña' }).parentElement!);
    expect(await screen.findByText('No puede restablecer la contraseña de un usuario con roles que usted no tiene: Pedidos.')).toBeInTheDocument();
    expect(within(await fila('mostrador.lopez')).getByRole('button', { name: 'Eliminar' })).toBeDisabled();

    // caja.perez holds no role and only eShop: it is this administrator's to manage.
    const caja = await fila('caja.perez');
    expect(within(caja).getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(within(caja).getByRole('button', { name: 'Restablecer contraseña' })).toBeEnabled();
    expect(within(caja).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    await usuarioEv.click(within(caja).getByRole('button', { name: 'Habilitar' }));
    await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/u-3')).toEqual([{ habilitado: true }]));
    expect(api.cuerpos('PUT /api/Usuario/u-2')).toEqual([]);
  });

  test('a section it lacks puts a user beyond it too', async () => {
    api.responder('POST /api/Usuario/Roles', (cuerpo) => ({ body: (cuerpo as { userIds: string[] }).userIds.map((id) => rolesDe(id, [], id === 'u-3' ? [1, 2] : [1])) }));
    mostrarPagina(<ListaUsuarios />, '/admin-usuarios', '/admin-usuarios', SOLO_ADMINISTRADOR);
    const caja = await fila('caja.perez');
    expect(within(caja).getByRole('button', { name: 'Habilitar' })).toBeDisabled();
    expect(within(await fila('mostrador.lopez')).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });
});
