import { createRequire } from 'node:module';

/** build/fachadas.cjs: what the front end asks of the shared facades of react-router-dom and zod. */
const requerir = createRequire(__filename);
const { faltasEnFachadas } = requerir('../../../build/fachadas.cjs') as {
  faltasEnFachadas: (fuentes: { ruta: string; texto: string }[]) => string[];
};

const fuente = (texto: string) => [{ ruta: 'mfe-x/src/Pagina.tsx', texto }];

test('what the facades export is enough for a page that uses the router and zod as the portal does', () => {
  const texto = [
    "import { Link, useNavigate, type NavigateFunction } from 'react-router-dom';",
    "import type { Location } from 'react-router-dom';",
    "import { z, type ZodType } from 'zod';",
    'const esquema = z.object({ id: z.number().int(), fecha: z.iso.date(), tipo: z.enum(["a", "b"]) });',
    'type T = z.infer<typeof esquema>;',
  ].join('\n');
  expect(faltasEnFachadas(fuente(texto))).toEqual([]);
});

test('a router name or a zod member the facade lacks, and a way around the facade, are each named with their file', () => {
  const texto = [
    "import { useFetcher } from 'react-router-dom';",
    "import { matchRoutes } from 'react-router';",
    "import { ZodError } from 'zod';",
    'const e = z.bigint();',
  ].join('\n');
  expect(faltasEnFachadas(fuente(texto))).toEqual([
    'mfe-x/src/Pagina.tsx: "useFetcher" de react-router-dom no está en build/fachadas/react-router-dom.mjs',
    "mfe-x/src/Pagina.tsx: importa react-router directamente; se usa a través de 'react-router-dom' (una sola instancia del enrutador)",
    'mfe-x/src/Pagina.tsx: "ZodError" de zod; se usa como z.ZodError (build/fachadas/zod-usado.mjs)',
    'mfe-x/src/Pagina.tsx: z.bigint no está en build/fachadas/zod-usado.mjs',
  ]);
});
