import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { apiPrueba, mostrar } from '../../../test/api-prueba.js';
import Eventos from './Eventos.js';

jest.setTimeout(120_000);
// Lazily loaded page code and antd take a while on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const EVENTO = { eventoId: 1, nombre: 'Jornada de Actualización', fecha: '15/12/2026 09:00', maxInscriptosPorSocio: 2, direccion: 'Carlos Pellegrini 551', duracion: '4 horas', almuerzo: true, observaciones: null };
let inscriptos: { inscriptoId: number; dni: string; nombre: string; telefono: string; email: string }[];
let api: Awaited<ReturnType<typeof apiPrueba>>;
let activo: boolean;

beforeAll(async () => {
  api = await apiPrueba({
    'GET /api/evento/evento-activo': () => (activo ? { body: EVENTO } : { status: 204 }),
    'GET /api/evento/inscriptos/1': () => ({ body: inscriptos }),
    'POST /api/evento/agregar-editar-inscripto': (cuerpo) => {
      const { eventoId: _evento, ...datos } = cuerpo as (typeof inscriptos)[number] & { eventoId: number };
      if (datos.inscriptoId) {
        inscriptos = inscriptos.map((i) => (i.inscriptoId === datos.inscriptoId ? datos : i));
        return { body: datos };
      }
      const nuevo = { ...datos, inscriptoId: 9 };
      inscriptos = [...inscriptos, nuevo];
      return { body: nuevo };
    },
    'DELETE /api/evento/desinscribir/5': () => {
      inscriptos = inscriptos.filter((i) => i.inscriptoId !== 5);
      return { status: 204 };
    },
  });
});
afterAll(() => api.cerrar());

test('registers an attendee after the form refuses a bad DNI, then removes another with confirmation', async () => {
  activo = true;
  inscriptos = [{ inscriptoId: 5, dni: '20111222', nombre: 'Pedro Ruiz', telefono: '11 4444-5555', email: 'pedro@farmacia.example' }];
  const usuario = userEvent.setup({ delay: null });
  mostrar(<Eventos />, USUARIO_PRUEBA, '/eventos');
  expect(await screen.findByText('Carlos Pellegrini 551')).toBeInTheDocument();
  expect(await screen.findByText('Pedro Ruiz')).toBeInTheDocument();
  await usuario.click(screen.getByRole('button', { name: /Agregar inscripto/ }));
  const dialogo = await screen.findByRole('dialog');
  await usuario.type(within(dialogo).getByLabelText('DNI'), '12345');
  await usuario.type(within(dialogo).getByLabelText('Nombre y apellido'), 'Laura Pérez');
  await usuario.type(within(dialogo).getByLabelText('Teléfono'), '11 4555-1234');
  await usuario.type(within(dialogo).getByLabelText('Email'), 'laura@farmacia.example');
  await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialogo).findByText('El DNI debe tener 7 u 8 dígitos, sin puntos.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/evento/agregar-editar-inscripto')).toHaveLength(0);
  await usuario.type(within(dialogo).getByLabelText('DNI'), '678');
  await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Laura Pérez')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/evento/agregar-editar-inscripto')[0]).toEqual({ eventoId: 1, dni: '12345678', nombre: 'Laura Pérez', telefono: '11 4555-1234', email: 'laura@farmacia.example' });
  // Two of two: no more may be added.
  expect(await screen.findByText('Su farmacia alcanzó el máximo de inscriptos para este evento.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Agregar inscripto/ })).toBeDisabled();
  await usuario.click(screen.getByRole('button', { name: 'Quitar a Pedro Ruiz' }));
  await usuario.click(await screen.findByRole('button', { name: 'Quitar' }));
  expect(await screen.findByText('Inscriptos de su farmacia (1 de 2)')).toBeInTheDocument();
  expect(screen.queryByText('Pedro Ruiz')).toBeNull();
});

test('edits an attendee in the same form, filled with its data, and the list shows the change', async () => {
  activo = true;
  inscriptos = [{ inscriptoId: 5, dni: '20111222', nombre: 'Pedro Ruiz', telefono: '11 4444-5555', email: 'pedro@farmacia.example' }];
  const usuario = userEvent.setup({ delay: null });
  mostrar(<Eventos />, USUARIO_PRUEBA, '/eventos');
  await usuario.click(await screen.findByRole('button', { name: 'Editar a Pedro Ruiz' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Editar inscripto' });
  expect(within(dialogo).getByLabelText('DNI')).toHaveValue('20111222');
  const email = within(dialogo).getByLabelText('Email');
  await usuario.clear(email);
  await usuario.type(email, 'pedro.ruiz@farmacia');
  await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialogo).findByText('El email no es válido.')).toBeInTheDocument();
  await usuario.type(email, '.example');
  await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('pedro.ruiz@farmacia.example')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/evento/agregar-editar-inscripto').at(-1)).toEqual({
    eventoId: 1,
    inscriptoId: 5,
    dni: '20111222',
    nombre: 'Pedro Ruiz',
    telefono: '11 4444-5555',
    email: 'pedro.ruiz@farmacia.example',
  });
  expect(screen.getByText('Inscriptos de su farmacia (1 de 2)')).toBeInTheDocument();
});

test('says so when no event is open', async () => {
  activo = false;
  mostrar(<Eventos />, USUARIO_PRUEBA, '/eventos');
  expect(await screen.findByText('No hay eventos con inscripción abierta en este momento.')).toBeInTheDocument();
});
