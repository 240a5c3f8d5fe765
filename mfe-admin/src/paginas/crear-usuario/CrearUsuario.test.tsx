import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsuarioSesion } from '@portal/shared/domain';
import { ADMIN_PRUEBA, iniciarApiPrueba, mostrarPagina, type ApiPrueba } from '../../../test/support/api-prueba.js';
import { NOMBRES_ROLES_OFRECIDOS, ROLES_ASIGNABLES, usuario } from '../../../test/support/usuarios.js';
import CrearUsuario from './CrearUsuario.js';

let api: ApiPrueba;
beforeAll(async () => {
  api = await iniciarApiPrueba();
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.reiniciar();
  api.responder('GET /api/Rol/Asignables', { body: ROLES_ASIGNABLES });
  api.responder('POST /api/Usuario/Buscar', (cuerpo) => ({
    body: (cuerpo as { userName: string }).userName.toLowerCase().includes('tomado') ? [usuario('u-5', 'tomado')] : [],
  }));
});

const mostrar = () => mostrarPagina(<CrearUsuario />, '/admin-usuarios/crear', '/admin-usuarios/crear');

/** Pasted rather than typed key by key: typing is tested where it matters (the password rules, the name in use). */
async function pegar(usuarioEv: ReturnType<typeof userEvent.setup>, campo: string, texto: string) {
  await usuarioEv.click(await screen.findByLabelText(campo));
  await usuarioEv.paste(texto);
}

async function completar(usuarioEv: ReturnType<typeof userEvent.setup>, userName: string, password: string) {
  await pegar(usuarioEv, 'Nombre de usuario', userName);
  await pegar(usuarioEv, 'Correo electrónico', 'mostrador@farmacia.example');
  await pegar(usuarioEv, 'Contraseña', password);
  await usuarioEv.click(await screen.findByRole('checkbox', { name: 'Pedidos' }));
  await usuarioEv.click(screen.getByRole('checkbox', { name: 'Consulta de stock' }));
}

test('creates a user with roles chosen from Rol/Asignables only, and goes to its page', async () => {
  const usuarioEv = userEvent.setup();
  api.responder('POST /api/Usuario', { status: 201, body: { userId: 'nuevo-1', resultados: [{ succeeded: true }] } });
  mostrar();
  expect(await screen.findByRole('heading', { name: 'Crear usuario de farmacia' })).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: 'Acceso al tablero' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Supervisor' })).toBeNull();
  await completar(usuarioEv, 'mostrador.nuevo', 'Mostrador2026');
  await usuarioEv.click(screen.getByRole('button', { name: 'Crear usuario' }));
  await waitFor(() =>
    expect(api.cuerpos('POST /api/Usuario')).toEqual([
      { userName: 'mostrador.nuevo', email: 'mostrador@farmacia.example', password: 'Mostrador2026', roles: ['ConsultorStock', 'Pedidos'], habilitado: true, secciones: [1] },
    ]),
  );
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/admin-usuarios/editar/nuevo-1'));
});

test('the password rules are shown as the administrator types', async () => {
  const usuarioEv = userEvent.setup();
  mostrar();
  const reglas = await screen.findByRole('list', { name: 'Requisitos de la contraseña' });
  expect(within(reglas).getAllByLabelText('no cumple')).toHaveLength(3);
  await usuarioEv.type(screen.getByLabelText('Contraseña'), 'abc');
  expect(within(reglas).getAllByLabelText('cumple')).toHaveLength(1);
  await usuarioEv.type(screen.getByLabelText('Contraseña'), 'defgh1');
  expect(within(reglas).queryAllByLabelText('no cumple')).toHaveLength(0);
});

test('a user name in use is said while typing, and every failed operation result is shown beside its field', async () => {
  const usuarioEv = userEvent.setup();
  const errores = [
    { code: 'DuplicateUserName', description: "El nombre de usuario 'otro.nombre' ya está en uso.", campo: 'userName' },
    { code: 'InvalidEmail', description: "El correo electrónico 'x' no es válido.", campo: 'email' },
    { code: 'PasswordTooShort', description: 'La contraseña debe tener al menos 8 caracteres.', campo: 'password' },
  ];
  api.responder('POST /api/Usuario', {
    status: 400,
    body: {
      title: 'Solicitud incorrecta',
      status: 400,
      mensaje: errores.map((e) => e.description).join(' '),
      errors: Object.fromEntries(errores.map((e) => [e.campo, [e.description]])),
      succeeded: false,
      resultados: [{ succeeded: false, errors: errores.map(({ code, description }) => ({ code, description })) }],
    },
  });
  mostrar();
  await usuarioEv.type(await screen.findByLabelText('Nombre de usuario'), 'tomado');
  expect(await screen.findByText("El nombre de usuario 'tomado' ya está en uso.")).toBeInTheDocument();
  await usuarioEv.clear(screen.getByLabelText('Nombre de usuario'));
  await completar(usuarioEv, 'otro.nombre', 'Clave2026x');
  await usuarioEv.click(screen.getByRole('button', { name: 'Crear usuario' }));
  await screen.findByText("El nombre de usuario 'otro.nombre' ya está en uso.");
  for (const [etiqueta, texto] of [
    ['Nombre de usuario', "El nombre de usuario 'otro.nombre' ya está en uso."],
    ['Correo electrónico', "El correo electrónico 'x' no es válido."],
    ['Contraseña', 'La contraseña debe tener al menos 8 caracteres.'],
  ]) {
    const campo = screen.getByText(texto).closest('.ant-form-item') as HTMLElement;
    expect(within(campo).getByLabelText(etiqueta)).toBeInTheDocument();
  }
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/admin-usuarios/crear');
});

test('a role the server refuses (403) is shown with its Spanish message', async () => {
  const usuarioEv = userEvent.setup();
  const mensaje = "El rol 'Supervisor' no puede ser asignado por un administrador de farmacia.";
  api.responder('POST /api/Usuario', { status: 403, body: { title: 'Prohibido', status: 403, mensaje, errors: { roles: [mensaje] } } });
  mostrar();
  await completar(usuarioEv, 'mostrador.dos', 'Mostrador2026');
  await usuarioEv.click(screen.getByRole('button', { name: 'Crear usuario' }));
  expect(await screen.findByText(mensaje)).toBeInTheDocument();
});

test('an administrator is offered only the roles and sections it holds itself, and told so (issue 27)', async () => {
  const usuarioEv = userEvent.setup();
  const encargado: UsuarioSesion = { ...ADMIN_PRUEBA, id: 'enc-1', roles: ['Administrador', 'Pedidos', 'ConsultorStock'], secciones: [2, 1] };
  api.responder('POST /api/Usuario', { status: 201, body: { userId: 'nuevo-2', resultados: [{ succeeded: true }] } });
  mostrarPagina(<CrearUsuario />, '/admin-usuarios/crear', '/admin-usuarios/crear', encargado);
  expect(await screen.findByRole('checkbox', { name: 'Consulta de stock' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Administrador' })).toBeInTheDocument();
  for (const ajeno of ['Acceso al tablero', 'Devoluciones', 'Cuenta corriente']) expect(screen.queryByRole('checkbox', { name: ajeno })).toBeNull();
  expect(screen.getByText('Solo puede asignar los roles que usted tiene.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Cuentas corrientes' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Recalls' })).toBeNull();
  expect(screen.getByText('Solo puede habilitar las secciones que usted tiene.')).toBeInTheDocument();

  await completar(usuarioEv, 'mostrador.tres', 'Mostrador2026');
  await usuarioEv.click(screen.getByRole('button', { name: 'Crear usuario' }));
  await waitFor(() => expect(api.cuerpos('POST /api/Usuario')).toEqual([expect.objectContaining({ roles: ['ConsultorStock', 'Pedidos'], secciones: [1] })]));
});

test('the full administrator is not told of any limit', async () => {
  mostrar();
  expect(await screen.findByRole('checkbox', { name: 'Acceso al tablero' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Recalls' })).toBeInTheDocument();
  expect(screen.queryByText('Solo puede asignar los roles que usted tiene.')).toBeNull();
  expect(screen.queryByText('Solo puede habilitar las secciones que usted tiene.')).toBeNull();
});

test('the roles read by their Spanish names, and Login is not offered as a section (issue 29, item 11)', async () => {
  mostrar();
  await screen.findByRole('checkbox', { name: 'Pedidos' });
  const campo = (etiqueta: string) => screen.getByText(etiqueta, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  const opciones = (etiqueta: string) => within(campo(etiqueta)).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent);
  expect(opciones('Roles')).toEqual(NOMBRES_ROLES_OFRECIDOS);
  for (const clave of ['ConsultorStock', 'CuentaCorrienteFacturas', 'CuentaCorrienteGrupo', 'AccesoDashboard']) expect(screen.queryByText(clave)).toBeNull();
  // The administrator holds Login (section 5) and still is not offered it, nor told that some section is withheld.
  expect(opciones('Secciones habilitadas')).toEqual(['eShop', 'Cuentas corrientes', 'Vencidos', 'Devoluciones comunes', 'Recalls']);
  expect(screen.queryByText('Login')).toBeNull();
  expect(screen.queryByText('Solo puede habilitar las secciones que usted tiene.')).toBeNull();
});
