/**
 * Each of the three ways of refining the previous matches, forced on every step of typed queries, leaves exactly the
 * matches (and how each holds each word) of a search from scratch. The engine picks one by cost; all must be right.
 */
import { Coincidencias } from './coincidencias.js';
import { construirIndices } from './indices.js';
import { crearTermino, mismosTramos, refinaA, tramosQuitados, type Termino } from './terminos.js';
import type { DocumentoBusqueda } from './tipos.js';

const NOMBRES = ['Ibuprofeno 400 comp', 'Ibupirac 600 comp', 'Clavamox 875 comp', 'Amoxicilina 500 cáps', 'Amoxidal 6 ml',
  'Crema 65 ml', 'Crema 650 ml', 'Acondicionador 60 ml', 'Tafirol 500', 'Paracetamol 6 gotas'];

const DOCUMENTOS: DocumentoBusqueda[] = Array.from({ length: 400 }, (_, i) => ({
  id: 2000 + i,
  nombre: `${NOMBRES[i % NOMBRES.length]} x ${(i * 7) % 70}`,
  codigos: [String(2000 + i), `7790${String(i * 31).padStart(9, '0')}`],
  extras: [i % 3 === 0 ? 'Bagó' : 'Roemmers', i % 4 === 0 ? 'Ibuprofeno' : 'Amoxicilina'],
}));

const indices = construirIndices(DOCUMENTOS);
const terminosDe = (texto: string) => [...new Set(texto.split(' '))].map((t) => crearTermino(t, indices));
const estado = (c: Coincidencias) => ({
  docs: [...c.docs.subarray(0, c.cantidad)],
  nombre: [...c.bitsNombre.subarray(0, c.cantidad)],
  otros: [...c.bitsOtros.subarray(0, c.cantidad)],
});

type Forma = (c: Coincidencias, termino: Termino, bit: number, previo: Termino | undefined) => void;
const FORMAS: Record<string, Forma> = {
  quitados: (c, t, bit, previo) => (previo ? c.refinarPorQuitados(t, bit, tramosQuitados(previo, t)) : c.refinarPorMarcas(t, bit)),
  marcas: (c, t, bit) => c.refinarPorMarcas(t, bit),
  palabras: (c, t, bit) => c.refinarPorPalabras(t, bit),
};

const TECLEADAS = ['6 crema', '65 ml', 'ibu 6', 'amox 5', 'ibupr', '77900 x', 'roe 6 am', 'clav'];

test.each(Object.keys(FORMAS))('refining by %s matches a search from scratch at every keystroke', (forma) => {
  for (const consulta of TECLEADAS) {
    const seguido = new Coincidencias(indices);
    let previos: Termino[] | null = null;
    for (let i = 1; i <= consulta.length; i++) {
      const texto = consulta.slice(0, i).trim();
      if (!texto) continue;
      const terminos = terminosDe(texto);
      if (previos && refinaA(previos, terminos)) {
        terminos.forEach((t, j) => {
          if (!previos![j] || !mismosTramos(previos![j], t)) FORMAS[forma](seguido, t, 1 << j, previos![j]);
        });
      } else {
        seguido.buscar(terminos);
      }
      previos = terminos;
      const desdeCero = new Coincidencias(indices);
      desdeCero.buscar(terminos);
      expect({ texto, ...estado(seguido) }).toEqual({ texto, ...estado(desdeCero) });
    }
  }
});

test('a few affected documents among many matches are found by binary search and dropped exactly', () => {
  // 2,000 matches of "ibup"; only the Ibupirac ones lose "ibupr": 6 by name and, sorted before them and found later
  // (other fields come after names), 4 Aspirina whose offer is called Ibupirac.
  const documentos: DocumentoBusqueda[] = Array.from({ length: 2000 }, (_, i) => ({
    id: 5000 + i,
    nombre: i % 397 === 0 ? `Ibupirac ${i} comp` : i % 401 === 0 ? `Aspirina ${i} comp` : `Ibuprofeno ${i} comp`,
    codigos: [String(5000 + i)],
    extras: i % 401 === 0 && i % 397 !== 0 ? ['Ibupirac Forte'] : [],
  }));
  const propios = construirIndices(documentos);
  const [antes, ahora] = ['ibup', 'ibupr'].map((t) => crearTermino(t, propios));
  const seguido = new Coincidencias(propios);
  seguido.buscar([antes]);
  seguido.refinarPorQuitados(ahora, 1, tramosQuitados(antes, ahora));
  const desdeCero = new Coincidencias(propios);
  desdeCero.buscar([ahora]);
  expect(estado(seguido)).toEqual(estado(desdeCero));
  expect(seguido.cantidad).toBe(2000 - 10);
});
