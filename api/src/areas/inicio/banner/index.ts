/**
 * Face of the `banner` module: the home banners, and the operator's banner upload. Other modules import only this file
 * (and its tables, for foreign keys).
 */
export { rutasOperadorBanner } from './routes.js';
