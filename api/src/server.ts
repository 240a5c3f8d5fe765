import { buildApp } from './app.js';

/** Only listens and shuts down; everything else is in app.ts. */
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
