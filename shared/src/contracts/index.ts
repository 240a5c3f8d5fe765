export * from './comunes.js';
