'use strict';
/**
 * webpack loader (after swc, so type-only imports are gone): `import { Button, Layout as L } from 'antd'` becomes
 * `import Button from 'antd/es/button'; import L from 'antd/es/layout'`. Module Federation shares each of those
 * paths on its own (build/federacion.cjs), so a page downloads only the antd components it renders, while every
 * build still uses the host's one instance of each (one ConfigProvider context: theme and locale).
 */
const fs = require('node:fs');
const path = require('node:path');

const IMPORTACION_ANTD = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;
const porDirectorio = new Map();

/** antd's own index: `export { default as Button } from './button';` → Button → 'antd/es/button'. */
function rutasDeAntd(directorioAntd) {
  if (!porDirectorio.has(directorioAntd)) {
    const indice = fs.readFileSync(path.join(directorioAntd, 'es', 'index.js'), 'utf8');
    const rutas = new Map();
    for (const [, nombre, relativa] of indice.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*['"]\.\/([\w/-]+)['"]/g)) {
      rutas.set(nombre, `antd/es/${relativa}`);
    }
    porDirectorio.set(directorioAntd, rutas);
  }
  return porDirectorio.get(directorioAntd);
}

function reescribir(codigo, rutas, archivo) {
  return codigo.replace(IMPORTACION_ANTD, (texto, lista) =>
    lista
      .split(',')
      .map((parte) => parte.trim())
      .filter(Boolean)
      .map((parte) => {
        const [nombre, alias = nombre] = parte.split(/\s+as\s+/).map((p) => p.trim());
        const ruta = rutas.get(nombre);
        if (!ruta) throw new Error(`${archivo}: "${nombre}" no es un componente de antd/es/index.js (importarlo de su ruta propia)`);
        return `import ${alias} from ${JSON.stringify(ruta)};`;
      })
      // One line for one: the lines below keep their numbers, so swc's source map still fits.
      .join(' ') + '\n'.repeat(texto.split('\n').length - 1),
  );
}

module.exports = function antdPorComponente(codigo, mapa) {
  if (!codigo.includes('antd')) return this.callback(null, codigo, mapa);
  const { directorioAntd } = this.getOptions();
  this.callback(null, reescribir(codigo, rutasDeAntd(directorioAntd), this.resourcePath), mapa);
};
module.exports.rutasDeAntd = rutasDeAntd;
