/**
 * The engine remembers the last query's matches and, when typing goes on, only re-checks them. These tests type
 * queries keystroke by keystroke (with backspaces, added words, codes, a filter, a changing limit) and compare each
 * answer with the same query searched from scratch by an engine that has just answered something unrelated.
 */
import { crearMotorBusqueda } from './motor.js';
import { Nivel, type DocumentoBusqueda, type OpcionesBusqueda } from './tipos.js';
import { aleatorio } from '../../test/support/aleatorio.js';

const MARCAS = ['Ibuprofeno', 'Ibupirac', 'Actron', 'Amoxicilina', 'Amoxidal', 'Clavamox', 'Paracetamol', 'Tafirol', 'Ácido Fólico', 'Ácido Acetilsalicílico', 'Aspirina', 'Shampoo Sedal', 'Crema Nívea', 'Omeprazol', 'Diclofenac'];
const FORMAS = ['comp', 'cáps', 'jarabe', 'gotas', 'crema', 'ml', 'mg'];
const LABORATORIOS = ['Bagó', 'Roemmers', 'Bayer', 'Elea', 'Unilever', 'Genomma'];
const CATEGORIAS = ['Analgésicos', 'Antibióticos', 'Perfumería', 'Capilar'];
const CONCENTRACIONES = ['1', '5', '6', '20', '40', '50', '60', '65', '400', '500', '600', '650', '875'];

function catalogo(cantidad: number): DocumentoBusqueda[] {
  const rnd = aleatorio(7);
  const elegir = <T,>(lista: T[]) => lista[Math.floor(rnd() * lista.length)];
  return Array.from({ length: cantidad }, (_, i) => {
    const troquel = 1_000_000 + i * 13;
    return {
      id: troquel,
      nombre: `${elegir(MARCAS)} ${elegir(CONCENTRACIONES)} ${elegir(FORMAS)} x ${elegir(CONCENTRACIONES)}${rnd() < 0.2 ? ` (pack x ${i % 7})` : ''}`,
      codigos: [String(troquel), `7790${String(i).padStart(8, '0')}${i % 10}`, ...(rnd() < 0.1 ? [`7791${String(i).padStart(9, '0')}`] : [])],
      extras: [elegir(LABORATORIOS), elegir(CATEGORIAS), ...(rnd() < 0.05 ? ['Oferta Invierno'] : [])],
    };
  });
}

const DOCUMENTOS = catalogo(3000);
const TODOS = DOCUMENTOS.map((d) => d.id);

/** What someone types: each query letter by letter, now and then a backspace or two. */
function sesion(consultas: string[], semilla: number): string[] {
  const rnd = aleatorio(semilla);
  const teclas: string[] = [];
  for (const consulta of consultas) {
    let texto = '';
    for (const letra of consulta) {
      texto += letra;
      teclas.push(texto);
      if (rnd() < 0.1 && texto.length > 1) {
        texto = texto.slice(0, -1);
        teclas.push(texto);
        texto += letra;
        teclas.push(texto);
      }
    }
  }
  return teclas;
}

/**
 * Same rows, same order, same levels as a fresh search; the total equal too, unless the answer says it is partial:
 * then it counts at least the rows shown and at most every match. Answers how many keystrokes were answered with a partial total (the
 * lazy path, which these sessions must exercise).
 */
function comparar(teclas: string[], opciones: (i: number) => OpcionesBusqueda): number {
  const seguido = crearMotorBusqueda(DOCUMENTOS);
  const desdeCero = crearMotorBusqueda(DOCUMENTOS);
  let parciales = 0;
  teclas.forEach((texto, i) => {
    // An unrelated query first: the next one cannot refine it and is searched from scratch.
    desdeCero.buscar('qqqqqq');
    const { total, totalParcial, ...filas } = seguido.buscar(texto, opciones(i));
    // Filtering by every product changes no row and takes the path that counts every match: an exact reference.
    const fresco = desdeCero.buscar(texto, { ...opciones(i), soloIds: opciones(i).soloIds ?? TODOS });
    expect(fresco.totalParcial).toBeUndefined();
    expect({ texto, ...filas }).toEqual({ texto, ids: fresco.ids, niveles: fresco.niveles });
    if (totalParcial) {
      parciales += 1;
      expect({ texto, menorOIgual: total <= fresco.total, cubreFilas: total >= filas.ids.length }).toEqual({ texto, menorOIgual: true, cubreFilas: true });
    } else {
      expect({ texto, total }).toEqual({ texto, total: fresco.total });
    }
  });
  return parciales;
}

const CONSULTAS = [
  'ibuprofeno 400',
  'ibu 6',
  '65 crema',
  'amoxi 500 comp',
  'clav amox',
  'acido fol',
  'ácido acetil bagó',
  'profeno',
  'xicilina 5',
  'sham sed cap',
  'roemmers 40 x 20',
  'oferta inv',
  'a b c d e f g h i',
  '7790000001',
  '1000013',
  DOCUMENTOS[42].codigos[1],
];

test('typing keystroke by keystroke answers exactly what a fresh search answers', () => {
  expect(comparar(sesion(CONSULTAS, 1), () => ({ limite: 20 }))).toBeGreaterThan(20);
});

test('the same holds with the default limit, a changing limit and a filter now and then', () => {
  const algunos = DOCUMENTOS.filter((_, i) => i % 3 === 0).map((d) => d.id);
  expect(comparar(sesion(CONSULTAS, 2), (i) => (i % 7 === 3 ? { soloIds: algunos } : i % 5 === 0 ? { limite: 3 } : {}))).toBeGreaterThan(5);
});

test('a lengthened word that no longer covers some words drops exactly their products', () => {
  const motor = crearMotorBusqueda(DOCUMENTOS);
  const con6 = motor.buscar('6', { limite: 5000 });
  const con65 = motor.buscar('65', { limite: 5000 });
  const nombre = new Map(DOCUMENTOS.map((d) => [d.id, d.nombre]));
  expect(con65.total).toBeLessThan(con6.total);
  expect(con65.ids.length).toBe(con65.total);
  for (const id of con65.ids) expect(nombre.get(id)).toMatch(/(^| )65/);
});

test('a keystroke that changes nothing still answers a copy the caller may keep', () => {
  const motor = crearMotorBusqueda(DOCUMENTOS);
  const primero = motor.buscar('tafirol');
  primero.ids.length = 0;
  const segundo = motor.buscar('tafirol ');
  expect(segundo.ids.length).toBeGreaterThan(0);
  expect(segundo.niveles.every((n) => n === Nivel.PrefijoNombre)).toBe(true);
});
