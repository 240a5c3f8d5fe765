import { CUENTAS_DEMO, PASSWORD_DEMO } from './cuentas.js';

/** Printed by `npm start` once the portal is ready. */
console.log(`\nCuentas de demostración (contraseña ${PASSWORD_DEMO}):`);
for (const c of CUENTAS_DEMO) console.log(`  ${c.userName.padEnd(16)} ${c.descripcion}`);
