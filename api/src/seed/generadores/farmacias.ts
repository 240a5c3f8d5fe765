import { ROLES, SECCIONES_HABILITABLES, type Rol } from '@portal/shared/domain';
import {
  farmacia,
  farmaciaGrupo,
  formatoArchivoFarmacia,
  productoBloqueado,
  turnoFarmacia,
  usuario,
  usuarioRol,
} from '../../db/schema/index.js';
import { CUENTAS_DEMO, FARMACIAS_DEMO, GRUPO_DEMO_ID } from '../cuentas.js';
import { APELLIDOS, NOMBRES_FEMENINOS, NOMBRES_MASCULINOS } from '../datos/personas.js';
import { CALLES, LETRAS_CPA, LOCALIDADES } from '../datos/geografia.js';
import { generarCuit, generarEan13 } from '../identificadores.js';
import { insertarLote } from '../lotes.js';
import { DIA_MS, diaIso } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import type { ProductoGenerado } from './catalogo.js';

/** What later generators need to know about a pharmacy. */
export interface FarmaciaGenerada {
  id: number;
  sucursal: number;
  plazo: number;
  /** Taxpayer type (SPEC §4): its invoices are A when registered (1), B otherwise. */
  tipoContribuyente: number;
  /** Users who place its orders (empty when it has none). */
  usuarios: string[];
  demo: boolean;
}

const ROLES_ADMIN_FARMACIA: Rol[] = ['Administrador', 'Pedidos', 'ConsultorStock', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'Devoluciones', 'AccesoDashboard'];
const ROLES_QUE_PIDEN: Rol[] = ['Pedidos', 'Administrador'];

const sinAcentos = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

export function persona(rnd: Contexto['rnd']) {
  const femenino = rnd.probabilidad(0.55);
  const nombre = rnd.elegir(femenino ? NOMBRES_FEMENINOS : NOMBRES_MASCULINOS);
  const apellido = rnd.elegir(APELLIDOS);
  return { nombre, apellido, femenino, completo: `${nombre} ${apellido}` };
}

const codigoPostal = (rnd: Contexto['rnd'], base: string) =>
  base + Array.from({ length: 3 }, () => rnd.elegir([...LETRAS_CPA])).join('');

export async function sembrarFarmacias(ctx: Contexto, productos: readonly ProductoGenerado[]): Promise<FarmaciaGenerada[]> {
  const { db, rnd, volumen, ahora, passwordHash } = ctx;
  const grupos = Array.from({ length: volumen.gruposExtra }, (_, i) => {
    const zona = rnd.elegir(LOCALIDADES);
    return {
      id: GRUPO_DEMO_ID + 1 + i,
      nombre: rnd.elegir(['Red de Farmacias', 'Farmacias Asociadas', 'Grupo Farmacéutico', 'Cooperativa Farmacéutica']) + ` ${zona.nombre}`,
      limiteCredito: rnd.entero(20, 120) * 100_000,
    };
  });
  await insertarLote(db, farmaciaGrupo, grupos);

  const farmacias: (typeof farmacia.$inferInsert)[] = [];
  const usuarios: (typeof usuario.$inferInsert)[] = [];
  const roles: (typeof usuarioRol.$inferInsert)[] = [];
  const generadas: FarmaciaGenerada[] = FARMACIAS_DEMO.map((f) => ({
    id: f.id,
    sucursal: f.sucursal,
    plazo: 30,
    tipoContribuyente: 1,
    usuarios: CUENTAS_DEMO.filter((c) => c.farmaciaId === f.id && c.roles.some((r) => ROLES_QUE_PIDEN.includes(r))).map((c) => c.id),
    demo: true,
  }));
  const cuits = new Set<string>(FARMACIAS_DEMO.map((f) => f.cuit));
  const userNames = new Set<string>(CUENTAS_DEMO.map((c) => c.userName));

  for (let id = FARMACIAS_DEMO.length + 1001; id < 1001 + volumen.farmacias; id++) {
    const localidad = rnd.elegir(LOCALIDADES);
    const dueno = persona(rnd);
    const director = persona(rnd);
    const sociedad = rnd.ponderado([['S.R.L.', 5], ['S.A.', 2], ['S.C.S.', 2], ['persona', 3]] as const);
    const nombre = rnd.ponderado([
      [`Farmacia ${dueno.apellido}`, 4],
      [`Farmacia ${localidad.nombre}`, 2],
      [`Farmacia ${rnd.elegir(['del Pueblo', 'Central', 'Nueva', 'del Parque', 'La Estación', 'Moderna', 'Americana', 'del Centro', 'Plaza'])}`, 3],
      [`Farmacia ${rnd.elegir(CALLES).replace('Av. ', '')}`, 1],
    ] as const);
    let cuit: string;
    do {
      cuit =
        sociedad === 'persona'
          ? generarCuit(dueno.femenino ? 'femenino' : 'masculino', rnd.entero(12_000_000, 40_000_000))
          : generarCuit('empresa', rnd.entero(50_000_000, 71_999_999));
    } while (cuits.has(cuit));
    cuits.add(cuit);
    const grupoId = grupos.length > 0 && rnd.probabilidad(0.3) ? rnd.elegir(grupos).id : null;
    const tipoFarmacia = rnd.ponderado([[0, 90], [1, 4], [2, 3], [3, 3]] as const);
    const plazo = rnd.elegir([15, 21, 30, 30, 30, 45]);
    farmacias.push({
      id,
      nombre,
      razonSocial: sociedad === 'persona' ? dueno.completo : `${nombre} ${sociedad}`,
      descuento: rnd.entero(0, 12),
      plazo,
      // Drawn to keep the random stream; the seed's last step sets every balance from the pharmacy's movements.
      saldo: rnd.importe(-50_000, 3_000_000),
      limiteCredito: rnd.entero(5, 40) * 100_000,
      direccion: `${rnd.elegir(CALLES)} ${rnd.entero(100, 6_000)}`,
      localidad: localidad.nombre,
      codPostal: codigoPostal(rnd, localidad.codigoPostal),
      cuit,
      ingresosBrutos: `901-${String(rnd.entero(100_000, 999_999))}-${rnd.entero(0, 9)}`,
      directorTecnico: `Farm. ${director.completo}`,
      sucursal: localidad.sucursal,
      fechaVencimiento: diaIso(new Date(ahora.getTime() + rnd.entero(3, 25) * DIA_MS)),
      tipoContribuyente: rnd.ponderado([[1, 92], [4, 5], [3, 3]] as const),
      tipoFarmacia,
      nroReparto: rnd.entero(1, 60),
      gln: rnd.probabilidad(0.92) ? generarEan13(8123, 40_000 + (id - 1000)) : null,
      grupoId,
      bloqueada: rnd.probabilidad(0.02),
      cierreReparto: rnd.elegir(['18:00', '18:30', '19:00']),
    });

    const admin = persona(rnd);
    let userName = `${sinAcentos(admin.nombre)}.${sinAcentos(admin.apellido)}`;
    if (userNames.has(userName)) userName += `.${id}`;
    userNames.add(userName);
    const usuarioId = rnd.uuid();
    usuarios.push({
      id: usuarioId,
      userName,
      email: `${userName}@farmacias.example`,
      emailConfirmado: true,
      farmaciaId: id,
      grupoId: null,
      nombre: admin.completo,
      habilitado: true,
      passwordHash,
      passwordVenceEn: new Date(ahora.getTime() + 365 * DIA_MS),
      seccionesHabilitadas: [...SECCIONES_HABILITABLES],
      versionContexto: 1,
      ultimoEditorUserId: null,
      creadorUserId: null,
      fechaCreacion: new Date(ahora.getTime() - rnd.entero(30, 900) * DIA_MS),
      ultimaActualizacion: ahora,
    });
    for (const r of ROLES_ADMIN_FARMACIA) roles.push({ usuarioId, rolId: ROLES.indexOf(r) + 1 });
    generadas.push({ id, sucursal: localidad.sucursal, plazo, tipoContribuyente: farmacias[farmacias.length - 1]!.tipoContribuyente, usuarios: [usuarioId], demo: false });
  }
  await insertarLote(db, farmacia, farmacias);
  await insertarLote(db, usuario, usuarios);
  await insertarLote(db, usuarioRol, roles);

  await insertarLote(
    db,
    turnoFarmacia,
    generadas.flatMap((f) => [1, 2, 4, ...(rnd.probabilidad(0.3) ? [3] : [])].map((turnoId) => ({ farmaciaId: f.id, turnoId, activo: true }))),
  );

  const campo = (presente: boolean, indice: number, longitud: number) => ({ presente, indice, longitud });
  await insertarLote(db, formatoArchivoFarmacia, [
    { farmaciaId: 1001, sistemaFarmacias: 'Farmasoft', troquel: campo(true, 0, 7), codigoBarras: campo(true, 7, 13), cantidad: campo(true, 20, 4), nroOrden: campo(false, 0, 0), nombreProducto: campo(true, 24, 30) },
    { farmaciaId: 1002, sistemaFarmacias: 'SIAF', troquel: campo(true, 0, 7), codigoBarras: campo(false, 0, 0), cantidad: campo(true, 7, 3), nroOrden: campo(true, 10, 6), nombreProducto: campo(false, 0, 0) },
    { farmaciaId: 1003, sistemaFarmacias: 'Pharmanet', troquel: campo(false, 0, 0), codigoBarras: campo(true, 0, 13), cantidad: campo(true, 13, 4), nroOrden: campo(false, 0, 0), nombreProducto: campo(true, 17, 40) },
  ]);

  const bloqueables = productos.filter((p) => p.medicamento);
  await insertarLote(db, productoBloqueado, [
    ...rnd.muestra(bloqueables, 3).map((p) => ({ farmaciaId: 1001, troquel: p.troquel, motivo: 'Bloqueado por el laboratorio para la farmacia', desde: ahora })),
    ...rnd.muestra(bloqueables, 5).map((p) => ({ farmaciaId: 1004, troquel: p.troquel, motivo: 'Farmacia con cuenta bloqueada', desde: ahora })),
  ]);
  ctx.log(`farmacias: ${generadas.length} en ${grupos.length + 1} grupos`);
  return generadas;
}
