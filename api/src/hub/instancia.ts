/**
 * `HUB_INSTANCIA`: this process's name among the API instances behind the scale-out proxy. Every hub connection's id
 * and token start with it (`api1.…`), so the proxy sends each later request of a connection to the instance that holds
 * it by its token alone (deploy/nginx-proxy.conf), and a logged connection id says where the connection lived. Unset:
 * plain random ids, as the .NET server's.
 */
export function leerInstancia(env: NodeJS.ProcessEnv = process.env): string | null {
  const valor = env.HUB_INSTANCIA?.trim();
  if (!valor) return null;
  // It goes into URLs (`?id=`) and the proxy's patterns as it is: nothing that needs escaping, and no dot.
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(valor)) {
    throw new Error(`HUB_INSTANCIA: "${valor}" no sirve como nombre de instancia: solo letras, números, "-" y "_", hasta 32.`);
  }
  return valor;
}

/** An id of a connection of instance `instancia` (null: of no named instance). */
export const idDeInstancia = (instancia: string | null, aleatorio: string): string => (instancia ? `${instancia}.${aleatorio}` : aleatorio);
