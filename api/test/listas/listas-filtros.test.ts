import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, boolean, date } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ErrorHttp } from '../../src/errores.js';
import { consultaListaSchema, definirLista, leerFiltros, leerOrden, traducirConsulta } from '../../src/listas/index.js';

const tabla = pgTable('t', {
  id: integer('id').primaryKey(),
  nombre: text('nombre'),
  cantidad: integer('cantidad'),
  alta: timestamp('alta', { withTimezone: true }),
  vence: date('vence'),
  activo: boolean('activo'),
});

const lista = definirLista({
  campos: {
    nombre: { columna: tabla.nombre, tipo: 'texto' },
    cantidad: { columna: tabla.cantidad, tipo: 'numero' },
    alta: { columna: tabla.alta, tipo: 'fecha' },
    vence: { columna: tabla.vence, tipo: 'fecha' },
    activo: { columna: tabla.activo, tipo: 'booleano' },
  },
  ordenPorDefecto: '-alta',
  desempate: tabla.id,
});

const dialecto = new PgDialect();
const consulta = (query: Record<string, string>) => traducirConsulta(lista, consultaListaSchema.parse(query));
const sqlDe = (filters: string) => {
  const where = consulta({ filters }).where;
  if (!where) throw new Error('sin condición');
  return dialecto.sqlToQuery(where);
};

function errorDe(accion: () => unknown): ErrorHttp {
  try {
    accion();
  } catch (err) {
    if (err instanceof ErrorHttp) return err;
    throw err;
  }
  throw new Error('no falló');
}

describe('leerFiltros', () => {
  it.each([
    ['==', 'nombre==Ana'],
    ['!=', 'nombre!=Ana'],
    ['<', 'nombre<Ana'],
    ['<=', 'nombre<=Ana'],
    ['>', 'nombre>Ana'],
    ['>=', 'nombre>=Ana'],
    ['@=', 'nombre@=Ana'],
    ['_=', 'nombre_=Ana'],
    ['=_', 'nombre=_Ana'],
  ])('reads the operator %s', (operador, texto) => {
    expect(leerFiltros(texto)).toEqual([{ campos: ['nombre'], operador, valores: ['Ana'], texto }]);
  });

  it('joins conditions with commas and values with |', () => {
    expect(leerFiltros('estadoId==1|2, leyenda@=crema')).toEqual([
      { campos: ['estadoId'], operador: '==', valores: ['1', '2'], texto: 'estadoId==1|2' },
      { campos: ['leyenda'], operador: '@=', valores: ['crema'], texto: 'leyenda@=crema' },
    ]);
  });

  it('takes escaped commas, bars and backslashes literally', () => {
    expect(leerFiltros('leyenda@=a\\,b\\|c\\\\d|e')[0]!.valores).toEqual(['a,b|c\\d', 'e']);
  });

  it('reads an unescaped null as a missing value and \\null as the text', () => {
    expect(leerFiltros('nombre==null|\\null')[0]!.valores).toEqual([null, 'null']);
  });

  it('reads several fields in parentheses', () => {
    expect(leerFiltros('(nombre|razonSocial)@=sur')[0]).toMatchObject({ campos: ['nombre', 'razonSocial'], operador: '@=' });
  });

  it('tells an == with a value starting with _ from =_', () => {
    expect(leerFiltros('nombre==_x')[0]).toMatchObject({ operador: '==', valores: ['_x'] });
  });

  it('ignores an empty value and blank conditions', () => {
    expect(leerFiltros('')).toEqual([]);
    expect(leerFiltros(' , nombre==a ,')).toHaveLength(1);
  });

  it.each([
    ['nombre~a', 'no tiene un operador válido'],
    ['==a', 'Falta el nombre del campo'],
    ['nombre==', 'Falta el valor'],
    ['nombre==a||b', 'valor vacío'],
    ['(nombre|==a', 'Falta cerrar el paréntesis'],
  ])('refuses %s with a Spanish 400', (texto, mensaje) => {
    const error = errorDe(() => leerFiltros(texto));
    expect(error.status).toBe(400);
    expect(error.message).toContain(mensaje);
    expect(error.errors.filters).toEqual([error.message]);
  });
});

describe('leerOrden', () => {
  it('reads fields with - for descending', () => {
    expect(leerOrden('-fecha, nombre')).toEqual([
      { campo: 'fecha', descendente: true },
      { campo: 'nombre', descendente: false },
    ]);
  });

  it('refuses a lone -', () => {
    expect(errorDe(() => leerOrden('-')).message).toContain('no es válido');
  });
});

describe('traducirConsulta', () => {
  it('binds every value as a parameter', () => {
    const { sql, params } = sqlDe("nombre==O'Brien; drop table t");
    expect(sql).toBe('"t"."nombre" = $1');
    expect(params).toEqual(["O'Brien; drop table t"]);
  });

  it('escapes LIKE wildcards in contains, starts with and ends with', () => {
    expect(sqlDe('nombre@=50%_off').params).toEqual(['%50\\%\\_off%']);
    expect(sqlDe('nombre_=ab').params).toEqual(['ab%']);
    expect(sqlDe('nombre=_ab').params).toEqual(['%ab']);
    expect(sqlDe('nombre@=ab').sql).toBe('"t"."nombre" ilike $1');
  });

  it('ORs the values and ANDs the conditions', () => {
    const { sql, params } = sqlDe('cantidad==1|2,nombre@=x');
    expect(sql).toBe('(("t"."cantidad" = $1 or "t"."cantidad" = $2) and "t"."nombre" ilike $3)');
    expect(params).toEqual([1, 2, '%x%']);
  });

  it('makes != with several values exclude all of them, keeping rows without a value', () => {
    expect(sqlDe('cantidad!=1|2').sql).toBe(
      '(("t"."cantidad" <> $1 or "t"."cantidad" is null) and ("t"."cantidad" <> $2 or "t"."cantidad" is null))',
    );
  });

  it('converts values by type: numbers, booleans and both date formats', () => {
    expect(sqlDe('cantidad>=2').params).toEqual([2]);
    expect(sqlDe('cantidad>=2\\,5').params).toEqual([2.5]);
    expect(sqlDe('activo==sí').params).toEqual([true]);
    expect(sqlDe('vence<=31/12/2026').params).toEqual(['2026-12-31']);
    expect(sqlDe('vence==2026-02-28').sql).toBe('("t"."vence")::date = $1::date');
  });

  it('compares an instant by its day in Buenos Aires', () => {
    expect(sqlDe('alta==01/11/2026').sql).toBe('("t"."alta" AT TIME ZONE $1)::date = $2::date');
  });

  it('matches field names regardless of case', () => {
    expect(sqlDe('NOMBRE==a').sql).toBe('"t"."nombre" = $1');
  });

  it.each([
    ['desconocido==1', 'El campo "desconocido" no se puede usar en filters. Campos admitidos: nombre, cantidad, alta, vence, activo.'],
    ['cantidad==muchos', 'El valor "muchos" del campo cantidad no es un número.'],
    ['cantidad@=1', 'El operador @= no se aplica al campo cantidad'],
    ['vence==31/02/2026', 'El valor "31/02/2026" del campo vence no es una fecha válida (use AAAA-MM-DD o DD/MM/AAAA).'],
    ['activo==quizás', 'El valor "quizás" del campo activo debe ser true o false.'],
    ['activo>true', 'El operador > no se aplica al campo activo'],
    ['nombre>null', 'El valor null del campo nombre sólo admite los operadores == y !='],
  ])('refuses %s', (filters, mensaje) => {
    const error = errorDe(() => consulta({ filters }));
    expect(error.status).toBe(400);
    expect(error.message).toContain(mensaje);
  });

  it('quotes at most 40 characters of what the caller wrote (a filter may be 4,000)', () => {
    for (const filters of [`cantidad==${'9'.repeat(3000)}x`, `${'campo'.repeat(600)}==1`, `(${'a'.repeat(3000)}==1`]) {
      const error = errorDe(() => consulta({ filters }));
      expect(error.message.length).toBeLessThan(250);
      expect(error.message).toContain('…');
    }
    expect(errorDe(() => consulta({ sorts: `-${'x'.repeat(400)}!` })).message.length).toBeLessThan(250);
  });

  it('orders by the request, else by the default, always ending with the tie-breaker', () => {
    const orden = (sorts?: string) => consulta(sorts ? { sorts } : {}).orderBy.map((o) => dialecto.sqlToQuery(o).sql);
    expect(orden()).toEqual(['"t"."alta" desc', '"t"."id" asc']);
    expect(orden('nombre,-cantidad')).toEqual(['"t"."nombre" asc', '"t"."cantidad" desc', '"t"."id" asc']);
    expect(errorDe(() => orden('precio')).errors.sorts?.[0]).toContain('El campo "precio" no se puede usar en sorts');
  });

  it('pages from 1 with 25 rows by default and at most 500', () => {
    expect(consulta({})).toMatchObject({ limit: 25, offset: 0 });
    expect(consulta({ page: '3', pageSize: '10' })).toMatchObject({ limit: 10, offset: 20 });
    expect(consulta({ pageSize: '100000' })).toMatchObject({ limit: 500 });
    expect(consultaListaSchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('enumerations, fields another module resolves, and date ranges', () => {
  const estados = definirLista({
    campos: {
      estado: { columna: tabla.cantidad, tipo: 'numero', valores: [0, 1, 2] },
      alta: { columna: tabla.alta, tipo: 'fecha' },
      grupo: { columna: tabla.id, tipo: 'numero', condicion: (valor) => sql`${tabla.id} in (${valor * 10}, ${valor * 10 + 1})` },
    },
    ordenPorDefecto: '-alta',
    rangoFechas: { campos: ['alta'], mesesMaximo: 32, consulta: 'la consulta de prueba' },
  });
  const traducir = (query: Record<string, string>) => traducirConsulta(estados, consultaListaSchema.parse(query));

  it('an enumeration names only its values with == and !=, and is compared as usual otherwise', () => {
    expect(dialecto.sqlToQuery(traducir({ filters: 'estado==2' }).where!).params).toEqual([2]);
    const error = errorDe(() => traducir({ filters: 'estado==9' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('El valor "9" del campo estado no es uno de los admitidos: 0, 1, 2.');
    expect(error.errors.filters).toEqual([error.message]);
    expect(errorDe(() => traducir({ filters: 'estado!=0|7' })).message).toContain('"7"');
    expect(dialecto.sqlToQuery(traducir({ filters: 'estado>=1' }).where!).params).toEqual([1]);
  });

  it('a field another module resolves turns == into its condition and != into the opposite, and cannot sort', () => {
    expect(dialecto.sqlToQuery(traducir({ filters: 'grupo==3' }).where!)).toMatchObject({ sql: '"t"."id" in ($1, $2)', params: [30, 31] });
    expect(dialecto.sqlToQuery(traducir({ filters: 'grupo!=3' }).where!).sql).toBe('not "t"."id" in ($1, $2)');
    expect(errorDe(() => traducir({ filters: 'grupo>3' })).message).toBe('El campo grupo sólo admite los operadores == y != con un valor.');
    expect(errorDe(() => traducir({ filters: 'grupo==x' })).message).toContain('no es un número');
    expect(errorDe(() => traducir({ sorts: 'grupo' })).errors.sorts?.[0]).toBe('El campo "grupo" sólo sirve para filtrar, no se puede usar en sorts.');
  });

  it('a reversed range or one longer than the list allows is refused under the field, in either date format', () => {
    const invertido = errorDe(() => traducir({ filters: 'alta>=10/05/2026,alta<=2026-05-01' }));
    expect(invertido.message).toBe('La fecha desde (10/05/2026) es posterior a la fecha hasta (01/05/2026) en el filtro de alta.');
    expect(Object.keys(invertido.errors)).toEqual(['alta']);
    expect(errorDe(() => traducir({ filters: 'alta>2024-01-01,alta<2026-09-02' })).message).toBe('El rango de alta supera los 32 meses que admite la consulta de prueba.');
    expect(traducir({ filters: 'alta>=2024-01-01,alta<=2026-09-01' }).where).toBeDefined();
    expect(traducir({ filters: 'alta>=2026-05-10' }).where).toBeDefined();
    expect(errorDe(() => traducir({ filters: 'ALTA==2026-05-10,alta<2026-05-01' })).message).toContain('posterior');
  });
});
