import { Prefijos } from './prefijos.js';

const TEXTOS = [
  '',
  '1',
  '10 x 20',
  '1000861',
  'a',
  'ab',
  'abc def',
  'acido',
  'acido acetilsalicilico 100 mg',
  'acido acetilsalicilico 500 mg',
  'acido folico 1 mg',
  'ibuprofeno',
  'ibuprofeno 400 mg x 20',
  'ibuprofeno 600',
  'ibuprofenos',
  'z',
].sort();

/** Every prefix of every text, plus texts no one starts with. */
const CONSULTAS = [...new Set(TEXTOS.flatMap((t) => [...t].map((_, i) => t.slice(0, i + 1))))].concat(['b', 'ibuprofeno 5', 'acido acetilsalicilico 2', '9']);

test('the run of texts starting with a prefix is what comparing strings finds, long prefixes included', () => {
  for (const trozos of [1, 2, 3]) {
    const prefijos = Prefijos.de(TEXTOS, trozos)!;
    for (const consulta of CONSULTAS) {
      const esperado = TEXTOS.flatMap((t, i) => (t.startsWith(consulta) ? [i] : []));
      const [desde, hasta] = prefijos.tramo(consulta, 0, TEXTOS.length)!;
      const encontrados = Array.from({ length: hasta - desde }, (_, i) => desde + i);
      if (prefijos.completo(consulta)) expect({ trozos, consulta, encontrados }).toEqual({ trozos, consulta, encontrados: esperado });
      else expect({ trozos, consulta, contiene: esperado.every((i) => i >= desde && i < hasta) }).toEqual({ trozos, consulta, contiene: true });
    }
  }
});

test('a character a code cannot hold turns the codes down instead of misordering', () => {
  expect(Prefijos.de(['abc', 'ab-c'], 2)).toBeNull();
  expect(Prefijos.de(['abc'], 2)!.tramo('a-', 0, 1)).toBeNull();
});
