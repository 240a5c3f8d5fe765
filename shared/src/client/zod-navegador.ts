import { z } from 'zod';

/**
 * In the browser zod parses without compiling code. Its compiled fast path needs `new Function`, which the site's
 * policy refuses (script-src 'self', no 'unsafe-eval'), and merely probing for it makes the browser report a
 * violation on every page. zod is one shared instance for the host and every remote (build/federacion.cjs), so this
 * one setting, made when the shell loads this module, covers them all.
 */
z.config({ jitless: true });
