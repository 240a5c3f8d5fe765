import { z } from 'zod';

/**
 * In the browser zod parses without compiling code. Its compiled fast path needs `new Function`, which the site's
 * policy refuses (script-src 'self', no 'unsafe-eval'), and merely probing for it makes the browser report a
 * violation. zod keeps this setting on `globalThis` (`__zod_globalConfig`), so the one made here, first thing in the
 * host's bootstrap, also holds for the copy of zod each remote bundles (zod is not a shared module: shared, it would
 * ship whole on the first visit instead of tree-shaken). It must come before any object schema is built: zod reads
 * it then.
 */
z.config({ jitless: true });
