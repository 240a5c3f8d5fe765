import { crearBuscadorPorLotes } from './buscador-por-lotes.js';

const espiar = (valores: Record<string, string>) => {
  const llamadas: string[][] = [];
  const buscar = async (claves: string[]) => {
    llamadas.push(claves);
    return new Map(claves.filter((c) => c in valores).map((c) => [c, valores[c]!]));
  };
  return { llamadas, buscar };
};

describe('crearBuscadorPorLotes', () => {
  test('keys asked in one tick go in one request, each answered with its own value', async () => {
    const { llamadas, buscar } = espiar({ a: 'Ana', b: 'Beto', c: 'Ceci' });
    const buscador = crearBuscadorPorLotes(buscar);
    await expect(Promise.all(['a', 'b', 'a', 'c'].map((k) => buscador.obtener(k)))).resolves.toEqual(['Ana', 'Beto', 'Ana', 'Ceci']);
    expect(llamadas).toEqual([['a', 'b', 'c']]);
  });

  test('answers are cached: a later tick asks only for the keys not seen', async () => {
    const { llamadas, buscar } = espiar({ a: 'Ana', b: 'Beto' });
    const buscador = crearBuscadorPorLotes(buscar);
    await buscador.obtener('a');
    await Promise.all([buscador.obtener('a'), buscador.obtener('b')]);
    expect(llamadas).toEqual([['a'], ['b']]);
  });

  test("a key the answer lacks rejects with 'Item {key} not found'", async () => {
    const buscador = crearBuscadorPorLotes(espiar({ a: 'Ana' }).buscar);
    const [a, x] = await Promise.allSettled([buscador.obtener('a'), buscador.obtener('x')]);
    expect(a).toEqual({ status: 'fulfilled', value: 'Ana' });
    expect(x).toEqual({ status: 'rejected', reason: new Error('Item x not found') });
  });

  test('a failed request rejects every waiting key and is asked again next time', async () => {
    let falla = true;
    const llamadas: string[][] = [];
    const buscador = crearBuscadorPorLotes<string>(async (claves) => {
      llamadas.push(claves);
      if (falla) throw new Error('sin red');
      return new Map(claves.map((c) => [c, c.toUpperCase()]));
    });
    const resultados = await Promise.allSettled([buscador.obtener('a'), buscador.obtener('b')]);
    expect(resultados.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    falla = false;
    await expect(buscador.obtener('a')).resolves.toBe('A');
    expect(llamadas).toEqual([['a', 'b'], ['a']]);
  });

  test('a cached value expires after its seconds, and a large tick is split', async () => {
    let reloj = 0;
    const { llamadas, buscar } = espiar({ a: 'Ana', b: 'Beto', c: 'Ceci' });
    const buscador = crearBuscadorPorLotes(buscar, { vencimientoSegundos: 60, ahora: () => reloj, maximoPorLote: 2 });
    await Promise.all(['a', 'b', 'c'].map((k) => buscador.obtener(k)));
    expect(llamadas).toEqual([['a', 'b'], ['c']]);
    reloj = 59_000;
    await buscador.obtener('a');
    reloj = 61_000;
    await buscador.obtener('a');
    expect(llamadas).toEqual([['a', 'b'], ['c'], ['a']]);
  });
});
