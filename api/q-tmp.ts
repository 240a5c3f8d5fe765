import { sql } from 'drizzle-orm';
import { abrirBaseDatos } from './src/db/client.js';
const b = await abrirBaseDatos({ databaseUrl: process.env.DATABASE_URL || null, dataDir: 'memory://' });
const r = await b.db.execute(sql`select * from unnest(${sql.param([1, 2, 3])}::int[], ${sql.param(['a', 'b"c', "d'e,{}"])}::text[], ${sql.param([1.5, null, 2.25])}::numeric[], ${sql.param([true, false, null])}::boolean[], ${sql.param([new Date().toISOString(), null, null])}::timestamptz[]) as t(a, b, c, d, e)`);
console.log((r as any).rows);
await b.cerrar();
