export * from './identidad.js';
