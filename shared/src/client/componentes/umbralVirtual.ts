/** Above this many rows TablaInteligente renders only what is on screen instead of paging. */
export const UMBRAL_VIRTUAL = 500;
