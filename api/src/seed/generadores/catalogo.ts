import { categoria, droga, laboratorio, precio, producto, productoNota, stock } from '../../db/schema/index.js';
import { CATEGORIAS, DROGAS, FORMAS, LABORATORIOS, LABORATORIOS_GENERICOS, LINEAS_NO_MEDICAMENTOS, type DrogaCatalogo, type NodoCategoria } from '../datos/catalogo.js';
import { generarEan13 } from '../identificadores.js';
import { insertarLote } from '../lotes.js';
import { DIA_MS, diaIso } from '../fechas.js';
import type { Contexto } from '../contexto.js';

/** Product flag bits of SPEC §4. */
export const FLAG = {
  trazable: 1,
  refrigerado: 2,
  psicofarmaco: 4,
  psicofarmacoNoFacturable: 8,
  productoMedico: 16,
  bonoPap: 64,
  transfer: 256,
  descuentoAdicional: 4096,
  bonoTarmed: 8192,
  aptoCeliaco: 16384,
} as const;

/** What later generators need to know about a seeded product. */
export interface ProductoGenerado {
  troquel: number;
  codigoBarras: string;
  codigoBarras1: string | null;
  nombre: string;
  laboratorioId: number;
  laboratorio: string;
  categoriaId: number;
  /** Price the pharmacy pays (`ultimoPrecio`). */
  precio: number;
  /** Price-list VAT class: 0 exempt, 2 (21 %), 3 (10.5 %). */
  iva: 0 | 2 | 3;
  flags: number;
  medicamento: boolean;
  tieneLote: boolean;
  disponible: boolean;
}

export const tasaIva = (clase: 0 | 2 | 3) => (clase === 2 ? 0.21 : clase === 3 ? 0.105 : 0);

interface Candidato {
  nombre: string;
  /** The pack as sold: form and units ("Comprimidos x 20"). */
  presentacion: string;
  descripcion: string;
  laboratorio: string;
  drogaId: number | null;
  categoria: string;
  /** Units in the pack and a price multiplier (brands cost more): the price is drawn once a candidate is chosen. */
  unidades: number;
  recargo: number;
  refrigerado: boolean;
  psicofarmaco: boolean;
  trazable: boolean;
  discontinuado: boolean;
}

const PRECIO_POR_CATEGORIA: Record<string, [number, number]> = {
  analgesicos: [2_500, 9_000],
  antibioticos: [6_000, 22_000],
  cardio: [8_000, 35_000],
  digestivo: [4_000, 18_000],
  psico: [7_000, 32_000],
  respiratorio: [9_000, 30_000],
  alergia: [4_000, 14_000],
  diabetes: [9_000, 95_000],
  hormonas: [8_000, 40_000],
  dermato: [5_000, 16_000],
  vitaminas: [4_000, 15_000],
  biologicos: [350_000, 1_400_000],
  capilar: [2_500, 9_000],
  higiene: [1_200, 8_000],
  bucal: [1_500, 9_000],
  desodorantes: [2_500, 6_500],
  solar: [18_000, 45_000],
  facial: [22_000, 60_000],
  corporal: [6_000, 25_000],
  'panales-bebe': [9_000, 38_000],
  'panales-adultos': [12_000, 45_000],
  auxilios: [1_500, 9_000],
  diagnostico: [15_000, 120_000],
  salud: [1_000, 12_000],
};

const NOTAS = [
  'Venta bajo receta archivada.',
  'Conservar en heladera entre 2 °C y 8 °C.',
  'Producto con trazabilidad ANMAT: informar la dispensa.',
  'Entrega sujeta a disponibilidad del laboratorio.',
  'Cupo limitado por farmacia.',
  'Nueva presentación: reemplaza al envase anterior.',
];

const tamano = (t: string) => (t.startsWith('x ') ? t : `x ${t}`);
const mayuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * Candidate products by level: brands and non-medicines first, then generics, hospital packs and economy packs.
 * Smaller scales stop at the first levels and so keep the best-known products; each level is built only when needed.
 */
const NIVELES: readonly (() => Candidato[])[] = [
  () => [...medicamentos((d) => d.marcas.map(([marca, lab]) => [marca, lab]), 1.4, false), ...noMedicamentos([1])],
  () => medicamentos((d) => LABORATORIOS_GENERICOS.map((lab) => [`${d.nombre} ${lab}`, lab]), 1, false),
  hospitalarios,
  () => [
    ...medicamentos((d) => [...d.marcas, ...LABORATORIOS_GENERICOS.map((lab) => [`${d.nombre} ${lab}`, lab] as [string, string])], 1.8, true),
    ...noMedicamentos([2, 3]),
  ],
];

const rasgos = (d: DrogaCatalogo, i: number) => ({
  drogaId: i + 1,
  categoria: d.categoria,
  refrigerado: !!d.refrigerado,
  psicofarmaco: !!d.psicofarmaco,
  trazable: !!d.trazable,
  discontinuado: !!d.discontinuada,
});

/** Every presentation of every drug as `[forma, concentración, tamaño]`. */
function* presentaciones(d: DrogaCatalogo): Generator<[string, string, string]> {
  for (const presentacion of d.presentaciones) {
    const [forma, concentraciones, tamanos] = presentacion.split('|') as [string, string, string];
    // A comma after a digit is a decimal comma ("7,5 mg"); after a unit it separates concentrations.
    for (const concentracion of concentraciones.split(/(?<=[A-Za-z%]),/)) {
      for (const t of tamanos.split(',')) yield [forma, concentracion, t];
    }
  }
}

/** Medicines under the given names; `economico` doubles packs of ten or more units instead. */
function medicamentos(nombres: (d: DrogaCatalogo) => [string, string][], recargo: number, economico: boolean): Candidato[] {
  const lista: Candidato[] = [];
  DROGAS.forEach((d, i) => {
    const base = rasgos(d, i);
    for (const [forma, concentracion, t] of presentaciones(d)) {
      const formaLarga = FORMAS[forma] ?? forma;
      const unidades = Number.parseInt(t, 10) || 20;
      if (economico && !(Number(t) >= 10)) continue;
      const envase = economico ? `x ${unidades * 2}` : tamano(t);
      const sufijo = economico ? ' (envase económico)' : '';
      for (const [nombre, laboratorio] of nombres(d)) {
        lista.push({
          ...base,
          nombre: `${nombre} ${concentracion} ${forma} ${envase}${sufijo}`,
          presentacion: `${mayuscula(formaLarga)} ${envase}`,
          descripcion: `${d.nombre} ${concentracion}, ${formaLarga} ${envase}${economico ? ', envase económico' : ''}`,
          laboratorio,
          unidades: economico ? unidades * 2 : unidades,
          recargo,
        });
      }
    }
  });
  return lista;
}

function hospitalarios(): Candidato[] {
  const lista: Candidato[] = [];
  DROGAS.forEach((d, i) => {
    const vistas = new Set<string>();
    for (const [forma, concentracion] of presentaciones(d)) {
      if ((forma !== 'comp.' && forma !== 'caps.') || vistas.has(forma + concentracion)) continue;
      vistas.add(forma + concentracion);
      for (const laboratorio of LABORATORIOS_GENERICOS) {
        for (const unidades of [100, 500]) {
          lista.push({
            ...rasgos(d, i),
            nombre: `${d.nombre} ${laboratorio} ${concentracion} ${forma} x ${unidades} (envase hospitalario)`,
            presentacion: `${mayuscula(FORMAS[forma] ?? forma)} x ${unidades}`,
            descripcion: `${d.nombre} ${concentracion}, ${FORMAS[forma]} x ${unidades}, envase hospitalario`,
            laboratorio,
            unidades,
            recargo: 1,
          });
        }
      }
    }
  });
  return lista;
}

function noMedicamentos(packs: number[]): Candidato[] {
  const lista: Candidato[] = [];
  for (const [categoria, marca, fabricante, productos, variantes, tamanos] of LINEAS_NO_MEDICAMENTOS) {
    for (const p of productos) {
      for (const v of variantes) {
        for (const t of tamanos) {
          for (const pack of packs) {
            lista.push({
              nombre: pack === 1 ? `${p} ${marca} ${v} ${tamano(t)}` : `${p} ${marca} ${v} ${tamano(t)} (pack x ${pack})`,
              presentacion: pack === 1 ? `${p} ${tamano(t)}` : `Pack de ${pack} unidades ${tamano(t)}`,
              descripcion: `${p} ${marca} ${v}, ${tamano(t)}${pack === 1 ? '' : `, pack de ${pack} unidades`}`,
              laboratorio: fabricante,
              drogaId: null,
              categoria,
              unidades: 20,
              recargo: pack,
              refrigerado: false,
              psicofarmaco: false,
              trazable: false,
              discontinuado: false,
            });
          }
        }
      }
    }
  }
  return lista;
}

/** `cantidad` candidates, level by level, each level shuffled; a name is used once (some brands are "drug + laboratory"). */
function elegirCandidatos(rnd: Contexto['rnd'], cantidad: number): Candidato[] {
  const vistos = new Set<string>();
  const elegidos: Candidato[] = [];
  for (const nivel of NIVELES) {
    if (elegidos.length >= cantidad) break;
    for (const c of rnd.mezclar(nivel())) {
      if (elegidos.length >= cantidad) break;
      if (vistos.has(c.nombre)) continue;
      vistos.add(c.nombre);
      elegidos.push(c);
    }
  }
  if (elegidos.length < cantidad) throw new Error(`El catálogo alcanza ${elegidos.length} productos de ${cantidad}`);
  return elegidos;
}

/** Nested-set numbering of the category tree; leaves keep their key so products can find them. */
function numerarCategorias() {
  const filas: (typeof categoria.$inferInsert)[] = [];
  const porClave = new Map<string, number>();
  let contador = 1;
  let id = 1;
  const visitar = (nodo: NodoCategoria, padreId: number | null) => {
    const fila = { id: id++, nombre: nodo.nombre, izquierda: contador++, derecha: 0, padreId };
    filas.push(fila);
    if (nodo.clave) porClave.set(nodo.clave, fila.id);
    for (const hijo of nodo.hijos ?? []) visitar(hijo, fila.id);
    fila.derecha = contador++;
  };
  for (const raiz of CATEGORIAS) visitar(raiz, null);
  return { filas, porClave };
}

export async function sembrarCatalogo(ctx: Contexto): Promise<ProductoGenerado[]> {
  const { db, rnd, volumen, ahora } = ctx;
  await insertarLote(db, laboratorio, LABORATORIOS.map((nombre, i) => ({ id: i + 1, nombre })));
  await insertarLote(db, droga, DROGAS.map((d, i) => ({ id: i + 1, nombre: d.nombre })));
  const { filas: categorias, porClave } = numerarCategorias();
  await insertarLote(db, categoria, categorias);

  const elegidos = elegirCandidatos(rnd, volumen.productos);

  const labId = new Map<string, number>(LABORATORIOS.map((nombre, i) => [nombre, i + 1]));
  const itemsPorLab = new Map<number, number>();
  const troqueles = new Set<number>();
  const productos: (typeof producto.$inferInsert)[] = [];
  const precios: (typeof precio.$inferInsert)[] = [];
  const stocks: (typeof stock.$inferInsert)[] = [];
  const notas: (typeof productoNota.$inferInsert)[] = [];
  const generados: ProductoGenerado[] = [];

  for (const c of elegidos) {
    let troquel: number;
    do troquel = rnd.entero(1_000_000, 9_999_999);
    while (troqueles.has(troquel));
    troqueles.add(troquel);
    const laboratorioId = labId.get(c.laboratorio)!;
    // Each laboratory gets its own GS1 company code, so barcodes never collide; items 50000+ are second barcodes.
    const empresa = 1000 + laboratorioId * 97;
    const item = (itemsPorLab.get(laboratorioId) ?? 0) + 1;
    itemsPorLab.set(laboratorioId, item);
    const codigoBarras = generarEan13(empresa, item);
    const codigoBarras1 = rnd.probabilidad(0.08) ? generarEan13(empresa, 50_000 + item) : null;

    const medicamento = c.drogaId !== null;
    const medico = ['auxilios', 'diagnostico', 'salud'].includes(c.categoria);
    const iva: 0 | 2 | 3 = medicamento ? 0 : c.categoria.startsWith('panales') || c.categoria === 'diagnostico' ? 3 : 2;
    const trazable = c.trazable || (medicamento && rnd.probabilidad(0.03));
    const psicoNoFacturable = c.psicofarmaco && rnd.probabilidad(0.15);
    const aptoCeliaco = rnd.probabilidad(medicamento ? 0.35 : 0.6);
    let flags = 0;
    if (trazable) flags |= FLAG.trazable;
    if (c.refrigerado) flags |= FLAG.refrigerado;
    if (c.psicofarmaco) flags |= FLAG.psicofarmaco;
    if (psicoNoFacturable) flags |= FLAG.psicofarmacoNoFacturable;
    if (medico) flags |= FLAG.productoMedico;
    if (medicamento && rnd.probabilidad(0.02)) flags |= FLAG.bonoPap;
    if (medicamento && rnd.probabilidad(0.015)) flags |= FLAG.bonoTarmed;
    if (rnd.probabilidad(0.03)) flags |= FLAG.transfer;
    if (rnd.probabilidad(0.02)) flags |= FLAG.descuentoAdicional;
    if (aptoCeliaco) flags |= FLAG.aptoCeliaco;
    const noSeFabricaMas = c.discontinuado || rnd.probabilidad(0.015);
    const tieneLote = trazable || c.refrigerado || c.psicofarmaco || (medicamento && rnd.probabilidad(0.3));
    const categoriaId = porClave.get(c.categoria)!;

    productos.push({
      troquel,
      codigoBarras,
      codigoBarras1,
      nombre: c.nombre,
      presentacion: c.presentacion,
      descripcionExtendida: c.descripcion,
      laboratorioId,
      drogaId: c.drogaId,
      categoriaId,
      panalPami: c.categoria === 'panales-adultos' && rnd.probabilidad(0.4),
      imagen: null,
      noSeFabricaMas,
      fechaBaja: noSeFabricaMas ? diaIso(new Date(ahora.getTime() - rnd.entero(10, 400) * DIA_MS)) : null,
      flags,
      iva105: iva === 3,
      iva21: iva === 2,
      refrigerado: c.refrigerado,
      aptoCeliaco,
      trazable,
      psicofarmaco: c.psicofarmaco,
      psicofarmacoNoFacturable: psicoNoFacturable,
      categorizable: rnd.probabilidad(0.95),
      tieneLote,
      ultimaActualizacion: new Date(ahora.getTime() - rnd.entero(1, 90) * DIA_MS),
    });

    const precioLista = Math.round(rnd.importe(...PRECIO_POR_CATEGORIA[c.categoria]!) * Math.sqrt(c.unidades / 20) * c.recargo * 100) / 100;
    const ultimoPrecio = Math.round(precioLista * (medicamento ? 0.72 : 0.75) * 100) / 100;
    precios.push({
      troquel,
      precioLista,
      ultimoPrecio,
      precioAnterior: rnd.probabilidad(0.7) ? Math.round((ultimoPrecio / (1 + rnd.entero(2, 9) / 100)) * 100) / 100 : null,
      iva,
      ultimoIngreso: diaIso(new Date(ahora.getTime() - rnd.entero(0, 60) * DIA_MS)),
      actualizado: new Date(ahora.getTime() - rnd.entero(0, 30) * DIA_MS),
    });

    const umbralMinimo = rnd.entero(30, 120);
    const umbralCritico = rnd.entero(5, 20);
    const nivel = noSeFabricaMas ? 'falta' : rnd.ponderado([['falta', 7], ['critico', 8], ['minimo', 12], ['normal', 73]] as const);
    const cantidad =
      nivel === 'falta' ? 0
      : nivel === 'critico' ? rnd.entero(1, umbralCritico)
      : nivel === 'minimo' ? rnd.entero(umbralCritico + 1, umbralMinimo)
      : rnd.entero(umbralMinimo + 1, umbralMinimo * 20);
    stocks.push({
      troquel,
      cantidad,
      umbralMinimo,
      umbralCritico,
      min: 1,
      max: c.psicofarmaco ? 10 : rnd.probabilidad(0.05) ? 24 : null,
      multiplo: rnd.probabilidad(0.04) ? rnd.elegir([2, 3, 6, 12]) : 1,
    });

    if (rnd.probabilidad(0.04) || c.refrigerado) {
      notas.push({
        troquel,
        observacionAlComprar: c.refrigerado ? NOTAS[1]! : rnd.elegir(NOTAS),
        notaWebDescripcion: `${c.descripcion}. Laboratorio ${c.laboratorio}.`,
      });
    }

    generados.push({
      troquel, codigoBarras, codigoBarras1, nombre: c.nombre, laboratorioId, laboratorio: c.laboratorio, categoriaId, precio: ultimoPrecio, iva, flags, medicamento, tieneLote,
      disponible: !noSeFabricaMas,
    });
  }

  await insertarLote(db, producto, productos);
  await insertarLote(db, precio, precios);
  await insertarLote(db, stock, stocks);
  await insertarLote(db, productoNota, notas);
  ctx.log(`catálogo: ${productos.length} productos de ${LABORATORIOS.length} laboratorios`);
  return generados;
}
