import { crearMotorBusqueda } from './motor.js';
import { Nivel, type DocumentoBusqueda } from './tipos.js';

const doc = (id: number, nombre: string, codigos: string[] = [], extras: string[] = []): DocumentoBusqueda => ({
  id,
  nombre,
  codigos: [String(id), ...codigos],
  extras,
});

const CATALOGO: DocumentoBusqueda[] = [
  doc(1001, 'Ibuprofeno 400 mg x 20 comp', ['7791234567890'], ['Laboratorio Bagó', 'Ibuprofeno', 'Analgésicos']),
  doc(1002, 'Actron Ibuprofeno 600 mg x 10', ['7790000000011', '7790000000028'], ['Bayer', 'Ibuprofeno']),
  doc(1003, 'Amoxicilina 500 mg x 16 cáps', ['7795555555555'], ['Roemmers', 'Amoxicilina', 'Antibióticos']),
  doc(1004, 'Ácido Fólico 1 mg x 30', ['7791111111111'], ['Elea', 'Ácido fólico']),
  doc(1005, 'Crema Nívea Hidratante 200 ml', ['4005808000000'], ['Beiersdorf', 'Perfumería']),
  doc(7791234, 'Buscapina Compuesta x 20', ['7790001001001'], ['Boehringer']),
  doc(1006, 'Tafirol Plus x 30', ['7792222222222'], ['Genomma', 'Paracetamol']),
];

const motor = crearMotorBusqueda(CATALOGO);
const ids = (texto: string, opciones = {}) => motor.buscar(texto, opciones).ids;

test('a name matches case- and accent-insensitively, both ways', () => {
  expect(ids('ACIDO FOLICO')).toEqual([1004]);
  expect(ids('ácido')).toEqual([1004]);
  expect(ids('nivea')).toEqual([1005]);
  expect(ids('NÍVEA')).toEqual([1005]);
});

test('several word prefixes match in any order', () => {
  expect(ids('ibu 400')).toEqual([1001]);
  expect(ids('400 ibu')).toEqual([1001]);
  expect(ids('comp bus')).toEqual([7791234]);
  expect(ids('ibu 999')).toEqual([]);
});

test('a name starting with the text ranks before a name with the word further in', () => {
  const resultado = motor.buscar('ibuprofeno');
  expect(resultado.ids).toEqual([1001, 1002]);
  expect(resultado.niveles).toEqual([Nivel.PrefijoNombre, Nivel.PrefijoPalabras]);
});

test('an exact troquel comes first, before products whose codes merely start with it', () => {
  const resultado = motor.buscar('7791234');
  expect(resultado.ids[0]).toBe(7791234);
  expect(resultado.niveles[0]).toBe(Nivel.CodigoExacto);
  expect(resultado.ids).toContain(1001);
});

test('an exact barcode, first or second, finds its product first', () => {
  expect(ids('7791234567890')).toEqual([1001]);
  expect(ids('7790000000028')).toEqual([1002]);
  expect(motor.buscar('7790000000011').niveles).toEqual([Nivel.CodigoExacto]);
});

test('laboratory, drug and category names find products, after name matches', () => {
  expect(ids('roemmers')).toEqual([1003]);
  expect(ids('paracetamol')).toEqual([1006]);
  expect(ids('antibiot')).toEqual([1003]);
  expect(motor.buscar('bayer').niveles).toEqual([Nivel.OtrosCampos]);
});

test('a fragment inside a word matches last', () => {
  const resultado = motor.buscar('profeno');
  expect(resultado.ids).toEqual([1002, 1001]);
  expect(resultado.niveles).toEqual([Nivel.DentroDePalabra, Nivel.DentroDePalabra]);
  expect(motor.buscar('xicilina').niveles).toEqual([Nivel.DentroDePalabra]);
});

test('a limit keeps the best ones and still counts every match', () => {
  const resultado = motor.buscar('mg', { limite: 1 });
  expect(resultado.total).toBe(4);
  expect(resultado.ids).toEqual([1004]);
});

test('a set of ids narrows the search, and alone lists those products by name', () => {
  expect(ids('ibu', { soloIds: [1002] })).toEqual([1002]);
  expect(ids('', { soloIds: new Set([1006, 1003]) })).toEqual([1003, 1006]);
  expect(ids('')).toEqual([]);
});
