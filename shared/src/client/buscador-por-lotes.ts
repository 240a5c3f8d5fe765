/** What a batched lookup answers for the keys it was asked: the found values by key (missing keys are left out). */
export type BuscarLote<V> = (claves: string[]) => Promise<Map<string, V>>;

export interface OpcionesBuscadorPorLotes {
  /** Seconds a found value stays cached (SPEC §9: the generic cache has an expiry in seconds); forever when absent. */
  vencimientoSegundos?: number;
  /** Most keys per request; a larger tick is split. */
  maximoPorLote?: number;
  ahora?: () => number;
}

export interface BuscadorPorLotes<V> {
  /** The value of `clave`: cached, or asked for together with every key requested in the same tick. */
  obtener(clave: string): Promise<V>;
  olvidar(): void;
}

/**
 * A lookup that groups the keys requested in one tick into one request and caches the answers (SPEC §7: the user
 * lookup; §9: the generic cache). A key the answer lacks rejects with 'Item {key} not found' (SPEC §5); a failed
 * request rejects every key waiting on it and caches nothing, so the next call asks again.
 */
export function crearBuscadorPorLotes<V>(buscar: BuscarLote<V>, opciones: OpcionesBuscadorPorLotes = {}): BuscadorPorLotes<V> {
  const { vencimientoSegundos, maximoPorLote = 500, ahora = Date.now } = opciones;
  const cache = new Map<string, { promesa: Promise<V>; vence: number }>();
  let pendientes = new Map<string, { resolver: (v: V) => void; rechazar: (e: unknown) => void }>();
  let programado = false;

  const enviar = async (lote: Map<string, { resolver: (v: V) => void; rechazar: (e: unknown) => void }>) => {
    const claves = [...lote.keys()];
    try {
      const encontrados = await buscar(claves);
      for (const [clave, espera] of lote) {
        if (encontrados.has(clave)) espera.resolver(encontrados.get(clave) as V);
        else espera.rechazar(new Error(`Item ${clave} not found`));
      }
    } catch (error) {
      for (const espera of lote.values()) espera.rechazar(error);
    }
  };

  const vaciar = () => {
    programado = false;
    const todos = [...pendientes];
    pendientes = new Map();
    for (let i = 0; i < todos.length; i += maximoPorLote) void enviar(new Map(todos.slice(i, i + maximoPorLote)));
  };

  return {
    obtener(clave) {
      const guardado = cache.get(clave);
      if (guardado && guardado.vence > ahora()) return guardado.promesa;
      const promesa = new Promise<V>((resolver, rechazar) => pendientes.set(clave, { resolver, rechazar }));
      const vence = vencimientoSegundos === undefined ? Number.POSITIVE_INFINITY : ahora() + vencimientoSegundos * 1000;
      cache.set(clave, { promesa, vence });
      promesa.catch(() => {
        if (cache.get(clave)?.promesa === promesa) cache.delete(clave);
      });
      if (!programado) {
        programado = true;
        setTimeout(vaciar, 0);
      }
      return promesa;
    },
    olvidar() {
      cache.clear();
    },
  };
}
