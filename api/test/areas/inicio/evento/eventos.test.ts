import { and, eq } from 'drizzle-orm';
import { inscripto } from '../../../../src/db/schema/index.js';
import { suiteApi } from '../../../support/suite-api.js';

const suite = suiteApi();
const { como } = suite;

const persona = (dni: string, extra: Record<string, unknown> = {}) => ({ eventoId: 1, dni, nombre: 'Laura Pérez', telefono: '11 4555-1234', email: 'laura@farmacia.example', ...extra });

describe('eventos e inscriptos', () => {
  test('GET /api/evento/evento-activo answers the open event', async () => {
    const r = await como('cuenta.demo', 'GET', '/api/evento/evento-activo');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ eventoId: 1, nombre: 'Jornada de Actualización Farmacéutica', maxInscriptosPorSocio: 3, almuerzo: true });
    expect(Object.keys(r.body).sort()).toEqual(['almuerzo', 'direccion', 'duracion', 'eventoId', 'fecha', 'maxInscriptosPorSocio', 'nombre', 'observaciones']);
  });

  test("each pharmacy sees only its own attendees; an unknown event is a 404", async () => {
    const propios = await como('admin.demo', 'GET', '/api/evento/inscriptos/1');
    expect(propios.status).toBe(200);
    const filas = await suite.entorno.baseDatos.db.select().from(inscripto).where(and(eq(inscripto.eventoId, 1), eq(inscripto.farmaciaId, 1001)));
    expect(propios.body.map((i: { inscriptoId: number }) => i.inscriptoId).sort()).toEqual(filas.map((f) => f.id).sort());
    const ajenos = (await como('otra.demo', 'GET', '/api/evento/inscriptos/1')).body as { inscriptoId: number }[];
    expect(ajenos.some((i) => filas.some((f) => f.id === i.inscriptoId))).toBe(false);
    expect((await como('admin.demo', 'GET', '/api/evento/inscriptos/999')).status).toBe(404);
    expect((await como('admin.demo', 'GET', '/api/evento/inscriptos/abc')).status).toBe(400);
  });

  test('bad attendees get Spanish 400s naming the field', async () => {
    const sinDni = await como('pedidos.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona(''));
    expect(sinDni.status).toBe(400);
    expect(sinDni.body.errors.dni).toEqual(['El DNI es obligatorio.']);
    const corto = await como('pedidos.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('123456'));
    expect(corto.body.errors.dni).toEqual(['El DNI debe tener 7 u 8 dígitos, sin puntos.']);
    const largo = await como('pedidos.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('123456789'));
    expect(largo.status).toBe(400);
    const email = await como('pedidos.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('30111222', { email: 'no-es-email' }));
    expect(email.body.errors.email).toEqual(['El email no es válido.']);
    const inactivo = await como('pedidos.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('30111222', { eventoId: 2 }));
    expect(inactivo.status).toBe(400);
    expect(inactivo.body.mensaje).toBe('El evento no admite inscripciones.');
  });

  test('adds up to the maximum per pharmacy, edits, refuses a repeated DNI, and removes', async () => {
    const antes = (await como('otra.demo', 'GET', '/api/evento/inscriptos/1')).body as unknown[];
    const nuevos: number[] = [];
    for (let i = antes.length; i < 3; i++) {
      const r = await como('otra.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona(`2000000${i}`));
      expect(r.status).toBe(200);
      nuevos.push(r.body.inscriptoId);
    }
    const demas = await como('otra.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('29999999'));
    expect(demas.status).toBe(400);
    expect(demas.body.mensaje).toBe('No se pueden inscribir más de 3 personas por farmacia en este evento.');
    const id = nuevos[0]!;
    const editado = await como('otra.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('27654321', { inscriptoId: id, nombre: 'Laura P. Gómez' }));
    expect(editado.status).toBe(200);
    expect(editado.body).toEqual({ inscriptoId: id, dni: '27654321', nombre: 'Laura P. Gómez', telefono: '11 4555-1234', email: 'laura@farmacia.example' });
    const otroId = (await como('otra.demo', 'GET', '/api/evento/inscriptos/1')).body.find((i: { inscriptoId: number }) => i.inscriptoId !== id).inscriptoId;
    const repetido = await como('otra.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('27654321', { inscriptoId: otroId }));
    expect(repetido.status).toBe(400);
    expect(repetido.body.errors.dni).toEqual(['Ya hay un inscripto con ese DNI.']);
    expect((await como('otra.demo', 'DELETE', `/api/evento/desinscribir/${id}`)).status).toBe(204);
    expect((await como('otra.demo', 'GET', '/api/evento/inscriptos/1')).body.some((i: { inscriptoId: number }) => i.inscriptoId === id)).toBe(false);
  });

  test("another pharmacy's attendee cannot be edited or removed: 404", async () => {
    const [ajeno] = await suite.entorno.baseDatos.db.select().from(inscripto).where(eq(inscripto.farmaciaId, 1002)).limit(1);
    const editar = await como('admin.demo', 'POST', '/api/evento/agregar-editar-inscripto', persona('31222333', { inscriptoId: ajeno!.id }));
    expect(editar.status).toBe(404);
    expect((await como('admin.demo', 'DELETE', `/api/evento/desinscribir/${ajeno!.id}`)).status).toBe(404);
    const [sigue] = await suite.entorno.baseDatos.db.select().from(inscripto).where(eq(inscripto.id, ajeno!.id));
    expect(sigue?.dni).toBe(ajeno!.dni);
  });
});
