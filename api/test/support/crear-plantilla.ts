import { prepararPlantilla } from './plantilla.js';

// Run by global-setup.mjs (jest's globalSetup does not resolve the suites' `.js` → `.ts` imports): builds the template
// and prints it, as JSON, on its last line.
const plantilla = await prepararPlantilla();
process.stdout.write(`\n${JSON.stringify(plantilla)}\n`);
