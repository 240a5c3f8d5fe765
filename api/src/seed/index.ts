import type { Db } from '../db/client.js';

// Placeholder of the initial layout: replaced by the seed generator.
export async function sembrar(_db: Db, _escala: 'demo' | 'large' = 'demo'): Promise<void> {}
