import { probarRutasRemoto } from '@portal/shared/desarrollo';
import EnDesarrollo from './paginas/EnDesarrollo.js';
import rutas from './routes.js';

probarRutasRemoto('mfe-pedidos', rutas, EnDesarrollo);
