/**
 * The page's CSP nonce for styles: the server writes a fresh one per response into index.html's
 * `<meta property="csp-nonce">` and into the policy's style-src (api/src/plugins/sitio.ts, deploy/nginx-static.conf),
 * which has no 'unsafe-inline'. Every `<style>` the portal writes carries it (antd's through the host's ConfigProvider,
 * ours through this). The browser hides the attribute once read, so it is taken from the property. Absent (dev server,
 * tests): undefined, and no policy asks for one.
 */
export function nonceEstilos(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
