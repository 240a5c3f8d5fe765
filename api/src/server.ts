/** Only listens and shuts down; everything else is in app.ts. */
if (process.argv.slice(2).some((a) => a === '--help' || a === '-h')) {
  // Answered before the app is loaded: `npm run check` tries every documented command this way.
  console.log(`Uso: node --import tsx src/server.ts (desde api/; npm start hace lo mismo)
Sirve la API, el proveedor de identidad, el hub y, con SITE_DIR, el sitio compilado. Variables: PORT, HOST,
PUBLIC_URL, DATABASE_URL (vacía: PGlite en DATA_DIR), REDIS_URL, SITE_DIR, OPERATOR_TOKEN, LOG_LEVEL, PORTAL_AHORA (ver api/README.md).`);
  process.exit(0);
}
const { buildApp } = await import('./app.js');
const app = await buildApp();
const { port, host } = app.configApi;

let cerrando = false;
for (const senal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(senal, () => {
    if (cerrando) return;
    cerrando = true;
    app.log.info({ senal }, 'cerrando');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port, host });
const reloj = await import('./reloj.js');
// A moved clock (PORTAL_AHORA) changes every date the portal shows: say so where the operator reads.
if (reloj.relojMovido()) app.log.warn({ ahora: reloj.ahora().toISOString() }, 'hora de negocio movida por PORTAL_AHORA');

// A module (top-level await) with nothing to export.
export {};
