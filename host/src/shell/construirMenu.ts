import { createElement } from 'react';
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { evaluarGuardas, type MetaRuta, type UsuarioSesion } from '@portal/shared/domain';

export interface EntradaMenuLateral {
  grupo: string;
  etiqueta: string;
  path: string;
  orden: number;
}

const tieneParametros = (path: string): boolean => path.includes(':') || path.includes('*');

/** The user would be let in (guards of SPEC §4) and the route's section is enabled for the pharmacy. */
function visiblePara(ruta: MetaRuta, usuario: UsuarioSesion, ahora: number): boolean {
  if (ruta.seccion !== undefined && !usuario.secciones.includes(ruta.seccion)) return false;
  return evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario, ahora }).tipo === 'permitir';
}

/** Menu entries the user can open, grouped by section in the order of the route table, each group by `orden`. */
export function entradasMenu(rutas: readonly MetaRuta[], usuario: UsuarioSesion | null, ahora: number): EntradaMenuLateral[][] {
  if (!usuario) return [];
  const grupos = new Map<string, EntradaMenuLateral[]>();
  for (const ruta of rutas) {
    if (!ruta.menu || ruta.menuHidden || tieneParametros(ruta.path) || !visiblePara(ruta, usuario, ahora)) continue;
    const entrada = { grupo: ruta.menu.grupo, etiqueta: ruta.menu.etiqueta, path: ruta.path, orden: ruta.menu.orden };
    grupos.set(ruta.menu.grupo, [...(grupos.get(ruta.menu.grupo) ?? []), entrada]);
  }
  return [...grupos.values()].map((entradas) => entradas.sort((a, b) => a.orden - b.orden));
}

/**
 * An entry's label is a link to its page (antd stretches it over the whole entry): a middle click, "open in a new tab"
 * or a copied address work as on any web page.
 */
const enlace = (e: EntradaMenuLateral) => createElement(Link, { to: e.path }, e.etiqueta);

const PALABRAS_MENORES = new Set(['de', 'del', 'la', 'las', 'los', 'y']);

/**
 * A group's mark in the folded menu: the initials of its first and last words ("Cuenta corriente del grupo" → CG,
 * "Pedidos" → P). The groups come from each remote's table, so the host draws no icon of its own for them.
 */
export function inicialesGrupo(grupo: string): string {
  const palabras = grupo.split(/\s+/).filter((p) => p && !PALABRAS_MENORES.has(p.toLowerCase()));
  const extremos = palabras.length > 1 ? [palabras[0]!, palabras.at(-1)!] : palabras;
  return extremos.map((p) => p[0]!.toUpperCase()).join('');
}

const marca = (grupo: string) => createElement('span', { 'aria-hidden': true, style: { fontWeight: 600, letterSpacing: 1 } }, inicialesGrupo(grupo));

/**
 * antd Menu items: one submenu per group, keyed by path so the current page can be selected. A group that is only
 * its own page (Inicio) is a plain entry: a submenu there would show an arrow that opens nothing new. Folded (below
 * 1200 px), each group shows its initials as its icon; antd shows its entries in a popup named by the group.
 */
export function itemsMenu(grupos: EntradaMenuLateral[][], plegado = false): NonNullable<MenuProps['items']> {
  return grupos.map((entradas) => {
    const [primera] = entradas;
    const icon = plegado ? marca(primera.grupo) : undefined;
    if (entradas.length === 1 && primera.etiqueta === primera.grupo) return { key: primera.path, label: enlace(primera), icon, title: primera.grupo };
    return {
      key: `grupo:${primera.grupo}`,
      label: primera.grupo,
      icon,
      children: entradas.map((e) => ({ key: e.path, label: enlace(e) })),
    };
  });
}
