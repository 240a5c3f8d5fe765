/**
 * One API process for the tests that must read its log output (run with tsx): the demo database and the real app,
 * logging to stdout with LOG_LEVEL and TEST_LOGS from the environment. Prints `URL <url>` on stderr once listening.
 */
import { crearEntorno } from './entorno.js';

const entorno = await crearEntorno();
process.stderr.write(`URL ${entorno.url}\n`);
process.once('SIGTERM', () => {
  // The test has stopped its clients; their pooled keep-alive sockets would hold the close for a minute.
  entorno.app.server.closeAllConnections();
  entorno.cerrar().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
