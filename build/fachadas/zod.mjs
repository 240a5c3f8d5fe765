// What the portal uses of zod, shared by host and remotes as `zod` (build/fachadas.cjs): one copy on a page instead of
// the host's and each remote's own. Shared whole it would carry every locale and unused schema kind; the namespace
// `z` here holds only the members in zod-usado.mjs. A member missing there fails the build of whatever uses it.
export * as z from './zod-usado.mjs';
