import type { FastifyInstance } from 'fastify';

/**
 * An interval in ms from the environment: `variable` if set (0 turns the job off), else `defecto`; under jest
 * (`NODE_ENV=test`) off unless set, so that suites reading seeded data do not see it change under their feet.
 */
export function intervaloDe(variable: string, defecto: number, env: NodeJS.ProcessEnv = process.env): number {
  const valor = Number(env[variable] ?? (env.NODE_ENV === 'test' ? 0 : defecto));
  return Number.isFinite(valor) && valor >= 0 ? valor : defecto;
}

/**
 * Runs `tarea` now (or, without `primeraAlIniciar`, after one interval) and then every `intervaloMs` until stopped; a run never overlaps the previous one (the next is
 * scheduled when it ends) and a failure is logged, not thrown. Returns the function that stops it and waits for a run
 * in progress. Each run is counted and timed for the operator's metrics (plugins/metricas.ts).
 */
export function iniciarPeriodico(
  app: FastifyInstance,
  nombre: string,
  intervaloMs: number,
  tarea: () => Promise<unknown>,
  { primeraAlIniciar = true }: { primeraAlIniciar?: boolean } = {},
): () => Promise<void> {
  let detenido = false;
  let temporizador: NodeJS.Timeout | null = null;
  let enCurso: Promise<void> = Promise.resolve();
  const correr = () => {
    const desde = performance.now();
    enCurso = tarea()
      .then(
        () => 'ok' as const,
        (err: unknown) => {
          app.log.error({ err }, `falló la tarea periódica: ${nombre}`);
          return 'error' as const;
        },
      )
      .then((resultado) => app.metricas.trabajo(nombre, resultado, (performance.now() - desde) / 1000))
      .finally(programar);
  };
  const programar = () => {
    if (detenido) return;
    temporizador = setTimeout(correr, intervaloMs);
    temporizador.unref();
  };
  if (primeraAlIniciar) correr();
  else programar();
  return async () => {
    detenido = true;
    if (temporizador) clearTimeout(temporizador);
    await enCurso;
  };
}
