import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsuarioSesion } from '@portal/shared/domain';
import { ADMIN_PRUEBA, iniciarApiPrueba, mostrarPagina, type ApiPrueba } from '../../../test/support/api-prueba.js';
import { NOMBRES_ROLES_OFRECIDOS, ROLES_ASIGNABLES, rolesDe, usuario } from '../../../test/support/usuarios.js';
import { navegacion } from '../comun/sesion-propia.js';
import EditarUsuario from './EditarUsuario.js';

let api: ApiPrueba;
beforeAll(async () => {
  api = await iniciarApiPrueba();
});
afterAll(() => api.cerrar());

const PATRON = '/admin-usuarios/editar/:id';

/**
 * Waits until the form holds the user's roles. A plain selector, polled: a role query walks antd's whole form on each
 * poll, and on a busy machine polling it starves the page of the time it needs to fill the form.
 */
const rolMarcado = (rol: string) =>
  waitFor(() => expect(document.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${rol}"]`)?.checked).toBe(true));

function responderUsuario(id: string, roles: Parameters<typeof rolesDe>[1]) {
  api.responder(`GET /api/Usuario/${id}`, { body: usuario(id, id === 'admin-1' ? 'admin.farmacia' : 'mostrador.lopez', { ultimoEditorUserId: 'admin-1' }) });
  api.responder('POST /api/Usuario/Roles', { body: [rolesDe(id, roles, [1])] });
  api.responder(`GET /api/Usuario/${id}/Auditoria`, {
    body: [
      { id: 2, usuarioId: id, autorUserId: 'admin-1', fecha: '2026-11-20T18:05:00.000Z', accion: 'Roles', cambios: [{ campo: 'roles', antes: 'Pedidos', despues: 'ConsultorStock, Pedidos' }] },
      { id: 1, usuarioId: id, autorUserId: 'admin-1', fecha: '2026-11-02T13:30:00.000Z', accion: 'Password', cambios: [{ campo: 'password', antes: null, despues: null }] },
    ],
  });
}

/** Opens mostrador.lopez's page, types a new email once the form holds the user, and saves. */
async function guardarEmail(usuarioEv: ReturnType<typeof userEvent.setup>, nuevo: string) {
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2');
  const email = await screen.findByLabelText('Correo electrónico');
  await waitFor(() => expect(email).toHaveValue('mostrador.lopez@farmacia.example'));
  await usuarioEv.clear(email);
  await usuarioEv.type(email, nuevo);
  await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
}

beforeEach(() => {
  api.reiniciar();
  api.responder('GET /api/Rol/Asignables', { body: ROLES_ASIGNABLES });
  api.responder('POST /api/CrewDragon/UserNames', { body: [{ id: 'admin-1', userName: 'admin.farmacia' }] });
  responderUsuario('u-2', ['ConsultorStock', 'Pedidos']);
});

test('shows the user, its roles (the distributor’s apart), who created and edited it, and its audit', async () => {
  responderUsuario('u-2', ['ConsultorStock', 'Pedidos', 'Siaf']);
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2');
  expect(await screen.findByRole('heading', { name: 'Editar usuario farmacia' })).toBeInTheDocument();
  await screen.findByText('SIAF');
  await rolMarcado('Pedidos');
  expect(screen.getByRole('checkbox', { name: 'Consulta de stock' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Devoluciones' })).not.toBeChecked();
  expect(screen.getByText('Roles asignados por la distribuidora')).toBeInTheDocument();
  expect(screen.getByText('SIAF')).toBeInTheDocument();
  expect(await screen.findByText('02/11/2026 10:30 por admin.farmacia')).toBeInTheDocument();
  expect(screen.getByText('Cambio de roles')).toBeInTheDocument();
  expect(screen.getByText('Roles: Pedidos → ConsultorStock, Pedidos')).toBeInTheDocument();
  expect(screen.getByText('Contraseña: se asignó una nueva')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/CrewDragon/UserNames')).toEqual([['admin-1']]);
});

test('the form names the roles in Spanish and does not offer Login, which a user that has it keeps (issue 29, item 11)', async () => {
  const usuarioEv = userEvent.setup();
  api.responder('POST /api/Usuario/Roles', { body: [rolesDe('u-2', ['ConsultorStock', 'Pedidos'], [1, 5])] });
  api.responder('PUT /api/Usuario/u-2', { body: [{ succeeded: true }] });
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2');
  await rolMarcado('Pedidos');
  const roles = screen.getByText('Roles', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  const nombres = within(roles).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent);
  expect(nombres).toEqual(NOMBRES_ROLES_OFRECIDOS);
  const secciones = screen.getByText('Secciones habilitadas', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  expect(within(secciones).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
    'eShop',
    'Cuentas corrientes',
    'Vencidos',
    'Devoluciones comunes',
    'Recalls',
  ]);
  expect(screen.queryByText('Login')).toBeNull();

  await usuarioEv.click(within(secciones).getByRole('checkbox', { name: 'Cuentas corrientes' }));
  await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/u-2')).toEqual([{ secciones: [1, 2, 5] }]));
});

test('saving sends only what changed, data and roles in one call against the version read', async () => {
  const usuarioEv = userEvent.setup();
  const versiones: unknown[] = [];
  api.responder('PUT /api/Usuario/u-2', (_c, req) => {
    versiones.push(req.headers['if-match']);
    return { body: [{ succeeded: true }, { succeeded: true }] };
  });
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2');
  await rolMarcado('Pedidos');
  await usuarioEv.click(screen.getByRole('checkbox', { name: 'Pedidos' }));
  await usuarioEv.click(screen.getByRole('switch'));
  await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/u-2')).toEqual([{ habilitado: false, roles: ['ConsultorStock'] }]));
  expect(versiones).toEqual(['"2026-11-20T18:05:00.000Z"']);
  expect(api.cuerpos('PUT /api/Usuario/ReemplazarRoles/u-2')).toHaveLength(0);
  expect(await screen.findByText('Se guardaron los cambios del usuario.')).toBeInTheDocument();
});

test('roles alone go through ReemplazarRoles against the version read', async () => {
  const usuarioEv = userEvent.setup();
  const versiones: unknown[] = [];
  api.responder('PUT /api/Usuario/ReemplazarRoles/u-2', (_c, req) => {
    versiones.push(req.headers['if-match']);
    return { body: { succeeded: true } };
  });
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2');
  await rolMarcado('Pedidos');
  await usuarioEv.click(screen.getByRole('checkbox', { name: 'Devoluciones' }));
  await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/ReemplazarRoles/u-2')).toEqual([{ roles: ['ConsultorStock', 'Devoluciones', 'Pedidos'] }]));
  expect(versiones).toEqual(['"2026-11-20T18:05:00.000Z"']);
  expect(api.cuerpos('PUT /api/Usuario/u-2')).toHaveLength(0);
  expect(await screen.findByText('Se guardaron los cambios del usuario.')).toBeInTheDocument();
});

test('a change saved meanwhile by another administrator is said, and the page offers to read the user again', async () => {
  const usuarioEv = userEvent.setup();
  const mensaje = 'Otro administrador modificó este usuario mientras usted lo editaba. Recargue sus datos para ver los cambios y vuelva a intentar.';
  api.responder('PUT /api/Usuario/u-2', { status: 409, body: { title: 'Conflicto', status: 409, mensaje, errors: {} } });
  await guardarEmail(usuarioEv, 'mio@farmacia.example');
  expect(await screen.findByText(mensaje)).toBeInTheDocument();

  api.responder('GET /api/Usuario/u-2', { body: usuario('u-2', 'mostrador.lopez', { email: 'del.otro@farmacia.example', ultimaActualizacion: '2026-11-21T10:00:00.000Z' }) });
  await usuarioEv.click(screen.getByRole('button', { name: 'Recargar datos' }));
  await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveValue('del.otro@farmacia.example'));
  expect(screen.queryByText(mensaje)).toBeNull();
});

test('an administrator editing itself cannot remove its Administrador role nor disable itself', async () => {
  responderUsuario('admin-1', ['Administrador', 'Pedidos']);
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/admin-1');
  await rolMarcado('Administrador');
  expect(screen.getByRole('checkbox', { name: 'Administrador' })).toBeDisabled();
  expect(screen.getByRole('switch')).toBeDisabled();
  expect(screen.getByText(/^No puede quitarse a sí mismo el rol Administrador\./)).toBeInTheDocument();
});

test("an answer that is not the requested user is rejected with SPEC's message; another pharmacy's user is not found", async () => {
  api.responder('GET /api/Usuario/u-7', { body: usuario('u-8', 'otro') });
  const { unmount } = mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-7');
  expect(await screen.findByText('El servidor no retornó el usuario solicitado')).toBeInTheDocument();
  unmount();
  mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/ajeno');
  expect(await screen.findByText('No se encontró el usuario.')).toBeInTheDocument();
  expect(api.cuerpos('GET /api/Usuario/ajeno/Auditoria')).toHaveLength(0);
});

test('a rule the server refuses is shown beside its field, in Spanish', async () => {
  const usuarioEv = userEvent.setup();
  const texto = "El correo electrónico 'a@b' no es válido.";
  api.responder('PUT /api/Usuario/u-2', {
    status: 400,
    body: {
      title: 'Solicitud incorrecta',
      status: 400,
      mensaje: texto,
      errors: { email: [texto] },
      succeeded: false,
      resultados: [{ succeeded: false, errors: [{ code: 'InvalidEmail', description: texto }] }],
    },
  });
  await guardarEmail(usuarioEv, 'nuevo@farmacia.example');
  const campo = (await screen.findByText(texto)).closest('.ant-form-item') as HTMLElement;
  expect(within(campo).getByLabelText('Correo electrónico')).toBeInTheDocument();
});

describe('an administrator changing what its own session carries', () => {
  let destinos: string[];
  beforeEach(() => {
    destinos = [];
    navegacion.ir = (url) => void destinos.push(url);
    window.sessionStorage.setItem('oidc.user:http://localhost/idp:portal-web', '{"access_token":"viejo"}');
    responderUsuario('admin-1', ['Administrador', 'Pedidos']);
    api.responder('PUT /api/Usuario/admin-1', { body: [{ succeeded: true }] });
  });

  const abrirPropio = async () => {
    mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/admin-1');
    await rolMarcado('Administrador');
  };

  test('its sections: it is warned first, then signed out cleanly to sign in again', async () => {
    const usuarioEv = userEvent.setup();
    await abrirPropio();
    await usuarioEv.click(screen.getByRole('checkbox', { name: 'Cuentas corrientes' }));
    await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const aviso = await screen.findByRole('dialog', { name: 'Está cambiando sus propios permisos' });
    expect(within(aviso).getByText(/su sesión se cerrará y deberá ingresar nuevamente/)).toBeInTheDocument();
    expect(api.cuerpos('PUT /api/Usuario/admin-1')).toHaveLength(0);
    await usuarioEv.click(within(aviso).getByRole('button', { name: 'Guardar y volver a ingresar' }));
    await waitFor(() => expect(destinos).toEqual(['/admin-usuarios/editar/admin-1']));
    expect(api.cuerpos('PUT /api/Usuario/admin-1')).toEqual([{ secciones: [1, 2] }]);
    expect(window.sessionStorage.getItem('oidc.user:http://localhost/idp:portal-web')).toBeNull();
  });

  test('cancelling the warning saves nothing; its email alone keeps the session', async () => {
    const usuarioEv = userEvent.setup();
    await abrirPropio();
    const pedidos = document.querySelector<HTMLInputElement>('input[type="checkbox"][value="Pedidos"]')!;
    await usuarioEv.click(pedidos);
    await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await usuarioEv.click(within(await screen.findByRole('dialog', { name: 'Está cambiando sus propios permisos' })).getByRole('button', { name: 'Cancelar' }));
    await usuarioEv.click(pedidos);

    const email = screen.getByLabelText('Correo electrónico');
    await usuarioEv.clear(email);
    await usuarioEv.paste('yo@farmacia.example');
    await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Se guardaron los cambios del usuario.')).toBeInTheDocument();
    expect(api.cuerpos('PUT /api/Usuario/admin-1')).toEqual([{ email: 'yo@farmacia.example' }]);
    expect(destinos).toEqual([]);
    expect(window.sessionStorage.getItem('oidc.user:http://localhost/idp:portal-web')).not.toBeNull();
  });
});

describe('an administrator with fewer roles than the pharmacy’s (issue 27)', () => {
  /** Administrador and Pedidos, eShop only. */
  const ENCARGADO: UsuarioSesion = { ...ADMIN_PRUEBA, id: 'enc-1', roles: ['Administrador', 'Pedidos'], secciones: [1] };

  test('a user with a role it lacks is only seen: the reason instead of a form it could save, and no password reset', async () => {
    const usuarioEv = userEvent.setup({ pointerEventsCheck: 0 });
    mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2', ENCARGADO);
    expect(await screen.findByText('No puede modificar a un usuario con roles que usted no tiene: ConsultorStock.')).toBeInTheDocument();
    await rolMarcado('ConsultorStock');
    expect(screen.getByRole('checkbox', { name: 'Consulta de stock' })).toBeDisabled();
    expect(screen.getByLabelText('Correo electrónico')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    const restablecer = screen.getByRole('button', { name: 'Restablecer contraseña' });
    expect(restablecer).toBeDisabled();
    await usuarioEv.hover(restablecer.parentElement!);
    expect(await screen.findByText('No puede restablecer la contraseña de un usuario con roles que usted no tiene: ConsultorStock.')).toBeInTheDocument();
  });

  test('a user within its roles is offered only the roles and sections it holds, and what the server still refuses is shown beside its field', async () => {
    const usuarioEv = userEvent.setup();
    const negado = 'No puede asignar roles que usted no tiene: Administrador.';
    responderUsuario('u-2', ['Pedidos']);
    api.responder('PUT /api/Usuario/ReemplazarRoles/u-2', {
      status: 403,
      body: {
        title: 'Acceso denegado',
        status: 403,
        mensaje: negado,
        errors: { roles: [negado] },
        succeeded: false,
        resultados: [{ succeeded: false, errors: [{ code: 'RoleNotHeld', description: negado }] }],
      },
    });
    mostrarPagina(<EditarUsuario />, PATRON, '/admin-usuarios/editar/u-2', ENCARGADO);
    await rolMarcado('Pedidos');
    expect(screen.getByRole('checkbox', { name: 'Administrador' })).toBeEnabled();
    for (const ajeno of ['Consulta de stock', 'Devoluciones', 'Acceso al tablero']) expect(screen.queryByRole('checkbox', { name: ajeno })).toBeNull();
    expect(screen.getByText('Solo puede asignar los roles que usted tiene.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Cuentas corrientes' })).toBeNull();
    expect(screen.getByText('Solo puede habilitar las secciones que usted tiene.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeEnabled();

    // Its Administrador role taken away meanwhile (its session is older than that): the server's reason, beside the roles.
    await usuarioEv.click(screen.getByRole('checkbox', { name: 'Administrador' }));
    await usuarioEv.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.cuerpos('PUT /api/Usuario/ReemplazarRoles/u-2')).toEqual([{ roles: ['Administrador', 'Pedidos'] }]));
    const campo = (await screen.findByText(negado)).closest('.ant-form-item') as HTMLElement;
    expect(within(campo).getByRole('checkbox', { name: 'Pedidos' })).toBeInTheDocument();
  });
});
