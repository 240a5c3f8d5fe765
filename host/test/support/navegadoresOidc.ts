import type { INavigator, IWindow, NavigateParams } from 'oidc-client-ts';

/** Records the redirects oidc-client-ts asks for instead of leaving the page (jsdom cannot navigate). */
export class NavegadorRegistrador implements INavigator {
  readonly urls: string[] = [];

  async prepare(): Promise<IWindow> {
    return {
      navigate: async (params: NavigateParams) => {
        this.urls.push(params.url);
        return { url: params.url };
      },
      close: () => undefined,
    };
  }

  async callback(): Promise<void> {}

  /** The last redirect, as a URL. */
  get ultima(): URL {
    const url = this.urls.at(-1);
    if (!url) throw new Error('No hubo ninguna redirección');
    return new URL(url);
  }
}

/**
 * Plays the identity provider inside the hidden iframe of a silent renewal: each call answers with the next
 * scripted outcome (a redirect back with query parameters, or a thrown error as the real frame would).
 */
export class IframeGuionado implements INavigator {
  llamadas = 0;

  constructor(private readonly guion: ((params: NavigateParams) => Record<string, string> | Error)[]) {}

  async prepare(): Promise<IWindow> {
    return {
      navigate: async (params: NavigateParams) => {
        const paso = this.guion[Math.min(this.llamadas, this.guion.length - 1)];
        this.llamadas += 1;
        const resultado = paso(params);
        if (resultado instanceof Error) throw resultado;
        const pedido = new URL(params.url);
        const vuelta = new URL(pedido.searchParams.get('redirect_uri') ?? '');
        for (const [clave, valor] of Object.entries({ ...resultado, state: params.state ?? '' })) vuelta.searchParams.set(clave, valor);
        return { url: vuelta.toString() };
      },
      close: () => undefined,
    };
  }

  async callback(): Promise<void> {}
}

/** The error the real iframe raises when the identity provider does not answer in time. */
export function errorTimeoutIframe(): Error {
  const error = new Error('IFrame timed out without a response');
  error.name = 'ErrorTimeout';
  return error;
}
