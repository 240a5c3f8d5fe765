import { probarRutasRemoto } from '@portal/shared/desarrollo';
import rutas from './routes.js';

probarRutasRemoto('mfe-pedidos', rutas);
