export * from './contracts/index.js';
export * from './domain/index.js';
