import { expect } from '@playwright/test';
import { test } from './sesion';

/** Named in playwright.config.ts (OIDC_ACCESS_TOKEN_TTL_USUARIOS): its tokens are short-lived. */
const CLERK = 'mostrador.e2e';
const CLERK_PASSWORD = 'Mostrador2026';

/**
 * The clerk's tokens last CLERK_TTL seconds (playwright.config.ts: OIDC_ACCESS_TOKEN_TTL_USUARIOS, a test-only
 * setting the API ignores in production), so its real silent renewal, a minute before expiry, comes every
 * CLERK_TTL - 60 seconds; every other account of the shared server keeps the usual 15 minutes.
 */
const CLERK_TTL = 90;

test('un administrador crea un empleado, le quita un rol y el empleado sale con ContextChanged en su próxima llamada; otra farmacia no ve al empleado', async ({ entrar, otroNavegador }) => {
  test.setTimeout(180_000);

  // admin.demo creates the clerk with Pedidos and ConsultorStock, and AccesoDashboard: the searcher's route
  // (/pedidos/nuevo) asks for dashboard access too (requireAccesoDashboard, shared/src/domain/rutas.ts).
  const admin = await entrar('admin.demo', '/admin-usuarios');
  await expect(admin.getByRole('heading', { name: 'Administración de usuarios de farmacia' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'pedidos.demo' })).toBeVisible();
  // At 1366 px with the menu open every column is in sight: the list does not scroll sideways.
  await admin.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(() => admin.locator('.ant-table-content').evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  await admin.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(admin.getByRole('heading', { name: 'Crear usuario de farmacia' })).toBeVisible();
  await admin.getByLabel('Nombre de usuario').fill(CLERK);
  await admin.getByLabel('Correo electrónico').fill('mostrador.e2e@farmacias.example');
  await admin.getByLabel('Contraseña', { exact: true }).fill(CLERK_PASSWORD);
  // The form names the roles in Spanish (issue 29, item 11): Pedidos, ConsultorStock and AccesoDashboard.
  for (const rol of ['Pedidos', 'Consulta de stock', 'Acceso al tablero']) await admin.getByRole('checkbox', { name: rol, exact: true }).check();
  await admin.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(admin.getByRole('heading', { name: 'Editar usuario farmacia' })).toBeVisible();
  await expect(admin).toHaveURL(/\/admin-usuarios\/editar\/[0-9a-f-]{36}$/);
  const editar = new URL(admin.url()).pathname;
  await expect(admin.getByRole('cell', { name: 'Alta del usuario' })).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Pedidos', exact: true })).toBeChecked();

  // The clerk signs in in another browser and reaches the searcher, with a token of the shortened lifetime.
  const clerk = await otroNavegador();
  await clerk.goto('/pedidos/nuevo');
  await clerk.getByLabel('Usuario').fill(CLERK);
  await clerk.getByLabel('Contraseña').fill(CLERK_PASSWORD);
  await clerk.getByRole('button', { name: 'Ingresar' }).click();
  await expect(clerk.getByRole('textbox', { name: 'Buscar productos' })).toBeVisible();
  const vence = await clerk.evaluate(() => {
    const clave = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return clave ? (JSON.parse(sessionStorage.getItem(clave)!) as { expires_at: number }).expires_at : 0;
  });
  expect(vence * 1000 - Date.now()).toBeLessThanOrEqual(CLERK_TTL * 1000);

  // The administrator removes Pedidos.
  await admin.getByRole('checkbox', { name: 'Pedidos', exact: true }).uncheck();
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(admin.getByText('Se guardaron los cambios del usuario.')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Cambio de roles' })).toBeVisible();
  const guardado = Date.now();

  // The clerk's next call is refused (the change revoked its token): the page renews at once, the provider answers
  // ContextChanged, and the clerk is signed out and told why, well before its scheduled renewal (issue 29, item 5).
  await clerk.reload();
  await expect(clerk.getByText('Sus permisos cambiaron. Ingrese nuevamente.')).toBeVisible({ timeout: 15_000 });
  await expect(clerk.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(Date.now() - guardado).toBeLessThan(15_000);

  // Another pharmacy's administrator cannot open the clerk's page.
  const otra = await entrar('otra.demo', editar);
  await expect(otra.getByRole('heading', { name: 'Editar usuario farmacia' })).toBeVisible();
  await expect(otra.getByText('No se encontró el usuario.')).toBeVisible();
  await expect(otra.getByLabel('Correo electrónico')).toHaveCount(0);
});

test('dos administradores editan el mismo empleado: el segundo en guardar recibe el aviso y recarga; una contraseña débil se explica junto a su campo', async ({ entrar }) => {
  test.setTimeout(120_000);
  const [uno, dos] = [await entrar('admin.demo', '/admin-usuarios'), await entrar('admin.demo', '/admin-usuarios')];
  await uno.getByRole('link', { name: 'caja.perez' }).click();
  const editar = new URL(uno.url()).pathname;
  await dos.goto(editar);
  for (const page of [uno, dos]) await expect(page.getByLabel('Correo electrónico')).toHaveValue(/@/);

  await uno.getByLabel('Correo electrónico').fill('caja.uno@farmacias.example');
  await uno.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(uno.getByText('Se guardaron los cambios del usuario.')).toBeVisible();

  await dos.getByRole('checkbox', { name: 'Devoluciones', exact: true }).click();
  await dos.getByLabel('Correo electrónico').fill('caja.dos@farmacias.example');
  await dos.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dos.getByText(/Otro administrador modificó este usuario mientras usted lo editaba/)).toBeVisible();
  await dos.getByRole('button', { name: 'Recargar datos' }).click();
  await expect(dos.getByLabel('Correo electrónico')).toHaveValue('caja.uno@farmacias.example');

  // The identity provider's rules, answered by the server beside the field they are about.
  await uno.goto('/admin-usuarios/crear');
  await uno.getByLabel('Nombre de usuario').fill('mostrador.debil');
  await uno.getByLabel('Correo electrónico').fill('debil@farmacias.example');
  await uno.getByLabel('Contraseña', { exact: true }).fill('corta');
  await uno.getByRole('checkbox', { name: 'Pedidos', exact: true }).check();
  await uno.getByRole('button', { name: 'Crear usuario' }).click();
  const password = uno.locator('.ant-form-item').filter({ has: uno.getByLabel('Contraseña', { exact: true }) });
  await expect(password.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await expect(uno).toHaveURL(/\/admin-usuarios\/crear$/);
});
