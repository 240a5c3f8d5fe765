import { registrarRutas } from '@portal/shared/domain';
import TABLA from '../src/metadatos-rutas.js';

// Before every test file (jest setupFiles): the package's own routes in the page's route table, as the portal's host
// registers them from the remote's manifest, so that its pages' `routePath` links resolve as they do in the portal.
registrarRutas(TABLA);
