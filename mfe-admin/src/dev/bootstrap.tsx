import { iniciarShellDesarrollo } from '@portal/shared/desarrollo';
import rutas from '../routes.js';

iniciarShellDesarrollo('mfe-admin', rutas);
