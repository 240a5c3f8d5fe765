const URL_GTAG = 'https://www.googletagmanager.com/gtag/js';
/** A script that neither loads nor fails (a stalled network) must not hold the portal's start-up for long. */
export const ESPERA_MAXIMA_ANALYTICS_MS = 5000;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Loads Google Analytics (gtag.js) for the configured measurement id. A blocked or unreachable script only
 * costs the statistics, so the start-up goes on and the failure is answered as `false`.
 */
export function cargarAnalytics(medicionId: string): Promise<boolean> {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', medicionId);

  return new Promise((resolver) => {
    const fallar = () => {
      console.warn('No se pudo cargar el script de analytics; el portal sigue sin estadísticas.');
      resolver(false);
    };
    const espera = setTimeout(fallar, ESPERA_MAXIMA_ANALYTICS_MS);
    const script = document.createElement('script');
    script.async = true;
    script.src = `${URL_GTAG}?id=${encodeURIComponent(medicionId)}`;
    script.onload = () => {
      clearTimeout(espera);
      resolver(true);
    };
    script.onerror = () => {
      clearTimeout(espera);
      fallar();
    };
    document.head.appendChild(script);
  });
}
