/** A caller of the real API over HTTP, with an optional bearer token. */
export interface Respuesta<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export function clienteApi(baseUrl: string) {
  return async function llamar<T = any>(
    method: string,
    path: string,
    opciones: { token?: string; body?: unknown; cuerpoCrudo?: string; headers?: Record<string, string> } = {},
  ): Promise<Respuesta<T>> {
    const headers: Record<string, string> = { ...opciones.headers };
    if (opciones.token) headers.authorization = `Bearer ${opciones.token}`;
    const conCuerpo = opciones.body !== undefined || opciones.cuerpoCrudo !== undefined;
    if (conCuerpo) headers['content-type'] = 'application/json';
    const respuesta = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: opciones.cuerpoCrudo ?? (opciones.body !== undefined ? JSON.stringify(opciones.body) : undefined),
    });
    const texto = await respuesta.text();
    const tipo = respuesta.headers.get('content-type') ?? '';
    return { status: respuesta.status, headers: respuesta.headers, body: (texto && tipo.includes('json') ? JSON.parse(texto) : texto) as T };
  };
}
