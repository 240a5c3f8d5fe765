import path from 'node:path';
import { createRequire } from 'node:module';

/** The loader of build/antd-por-componente.cjs, run as webpack runs it on swc's output. */
const requerir = createRequire(__filename);
const cargador = requerir('../../../build/antd-por-componente.cjs') as (this: unknown, codigo: string, mapa?: unknown) => void;
const directorioAntd = path.dirname(requerir.resolve('antd/package.json'));

function transformar(codigo: string): string {
  let salida: string | undefined;
  let error: Error | undefined;
  const contexto = {
    resourcePath: '/portal/src/Pagina.js',
    getOptions: () => ({ directorioAntd }),
    callback: (fallo: Error | null, resultado?: string) => {
      if (fallo) error = fallo;
      salida = resultado;
    },
  };
  try {
    cargador.call(contexto, codigo);
  } catch (fallo) {
    error = fallo as Error;
  }
  if (error) throw error;
  return salida ?? '';
}

test('cada componente importado de antd pasa a su propia ruta, con su alias, sin mover las líneas siguientes', () => {
  const codigo = 'import { App as AntApp, Button,\n  Layout } from "antd";\nconst x = 1;';

  const salida = transformar(codigo);

  expect(salida).toBe(
    'import AntApp from "antd/es/app"; import Button from "antd/es/button"; import Layout from "antd/es/layout";\n\nconst x = 1;',
  );
  expect(salida.split('\n')).toHaveLength(codigo.split('\n').length);
});

test('las funciones y objetos de antd (notification, theme) también van a la suya', () => {
  expect(transformar("import { notification, theme } from 'antd';")).toBe(
    'import notification from "antd/es/notification"; import theme from "antd/es/theme";',
  );
});

test('un nombre que antd no exporta detiene la compilación diciendo cuál y dónde', () => {
  expect(() => transformar("import { Boton } from 'antd';")).toThrow('/portal/src/Pagina.js: "Boton" no es un componente de antd');
});

test('las demás importaciones quedan como estaban', () => {
  const codigo = "import esES from 'antd/locale/es_ES';\nimport { useState } from 'react';";
  expect(transformar(codigo)).toBe(codigo);
});
