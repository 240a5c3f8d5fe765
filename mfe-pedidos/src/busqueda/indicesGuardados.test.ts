/**
 * The indices stored in IndexedDB (the worker's store, here fake-indexeddb) and read back search exactly like the
 * ones built from the documents.
 */
import 'fake-indexeddb/auto';
import { guardarIndice, leerIndice } from './almacenIndice.js';
import { construirIndices } from './indices.js';
import { guardarIndices, leerIndices } from './indicesGuardados.js';
import { crearMotorBusqueda, motorDeIndices } from './motor.js';
import type { DocumentoBusqueda } from './tipos.js';

const DOCUMENTOS: DocumentoBusqueda[] = [
  { id: 1001, nombre: 'Ibuprofeno 400 mg x 20 comp', codigos: ['1001', '7791234567890'], extras: ['Laboratorio Bagó', 'Ibuprofeno', 'Analgésicos'] },
  { id: 1002, nombre: 'Actron Ibuprofeno 600 mg x 10', codigos: ['1002', '7790000000011', '7790000000028'], extras: ['Bayer', 'Ibuprofeno'] },
  { id: 1003, nombre: 'Amoxicilina 500 mg x 16 cáps', codigos: ['1003', '7795555555555'], extras: ['Roemmers', 'Antibióticos'] },
  { id: 1004, nombre: 'Ácido Fólico 1 mg x 30', codigos: ['1004', '7791111111111'], extras: ['Elea'] },
  { id: 1005, nombre: 'Crema Nívea 200 ml', codigos: ['1005', '7790000000011'], extras: ['Beiersdorf', 'Oferta Verano'] },
];

const CONSULTAS = ['ibu', 'ibuprofeno 400', 'acido folico', 'profeno', 'bayer', '7790000000011', '779', '1003', 'verano', 'zzz'];

test('read back, the indices answer every query as the built ones do, filters and exact codes included', async () => {
  const construido = crearMotorBusqueda(DOCUMENTOS);
  await guardarIndice({ clave: 'v2|x', indices: guardarIndices(construirIndices(DOCUMENTOS)) });
  const almacenado = await leerIndice();
  expect(almacenado?.clave).toBe('v2|x');
  const leido = motorDeIndices(leerIndices(almacenado!.indices));
  for (const texto of CONSULTAS) {
    expect({ texto, ...leido.buscar(texto) }).toEqual({ texto, ...construido.buscar(texto) });
    expect({ texto, ...leido.buscar(texto, { soloIds: [1002, 1005] }) }).toEqual({ texto, ...construido.buscar(texto, { soloIds: [1002, 1005] }) });
  }
  expect(leido.buscar('7790000000011').ids.slice(0, 2)).toEqual([1002, 1005]);
});

test('a stored copy whose lists do not add up is refused rather than searched wrong', () => {
  const guardado = guardarIndices(construirIndices(DOCUMENTOS));
  expect(() => leerIndices({ ...guardado, nombres: `${guardado.nombres}\u0001de más` })).toThrow('Índice guardado inconsistente');
});
