import { lazy, type ComponentType } from 'react';
import type { RUTAS_HOST } from '../rutas/rutasHost.js';

/** Loaded on demand: few users open the component area, and its pages pull in the heavier components. */
const tablas = () => import('./paginasTablas.js');
const entrada = () => import('./paginasEntrada.js');
const varias = () => import('./paginasVarias.js');

export const PAGINAS_STORYBOOK: Partial<Record<keyof (typeof RUTAS_HOST)['rutas'], ComponentType>> = {
  'storybook-smart-table-array': lazy(() => tablas().then((m) => ({ default: m.StorybookTablaLista }))),
  'storybook-smart-table-promise': lazy(() => tablas().then((m) => ({ default: m.StorybookTablaServidor }))),
  'storybook-sorting': lazy(() => tablas().then((m) => ({ default: m.StorybookOrdenamiento }))),
  'storybook-importar-excel': lazy(() => entrada().then((m) => ({ default: m.StorybookImportarExcel }))),
  'storybook-ingreso-lotes': lazy(() => entrada().then((m) => ({ default: m.StorybookIngresoLotes }))),
  'storybook-select-number': lazy(() => entrada().then((m) => ({ default: m.StorybookSelectorNumero }))),
  'storybook-loading': lazy(() => varias().then((m) => ({ default: m.StorybookCargando }))),
  'storybook-others': lazy(() => varias().then((m) => ({ default: m.StorybookOtros }))),
};
