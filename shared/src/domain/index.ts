export * from './roles.js';
export * from './secciones.js';
