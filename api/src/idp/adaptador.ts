import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.js';
import { oidcRegistro } from './tablas.js';

const vigente = () => or(isNull(oidcRegistro.expiraEn), gt(oidcRegistro.expiraEn, new Date()));

/**
 * oidc-provider's storage in the `oidc_registro` table (one row per model and id), so every API process sees the
 * same sessions, interactions, codes and grants.
 */
export function crearAdaptador(db: Db) {
  return class AdaptadorOidc implements Adapter {
    constructor(private readonly tipo: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const fila = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiraEn: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcRegistro)
        .values({ tipo: this.tipo, id, ...fila })
        .onConflictDoUpdate({ target: [oidcRegistro.tipo, oidcRegistro.id], set: fila });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.buscar(eq(oidcRegistro.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.buscar(eq(oidcRegistro.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.buscar(eq(oidcRegistro.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcRegistro)
        .set({ consumidoEn: new Date() })
        .where(and(eq(oidcRegistro.tipo, this.tipo), eq(oidcRegistro.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcRegistro).where(and(eq(oidcRegistro.tipo, this.tipo), eq(oidcRegistro.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcRegistro).where(and(eq(oidcRegistro.tipo, this.tipo), eq(oidcRegistro.grantId, grantId)));
    }

    private async buscar(condicion: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [fila] = await db
        .select({ payload: oidcRegistro.payload, consumidoEn: oidcRegistro.consumidoEn })
        .from(oidcRegistro)
        .where(and(eq(oidcRegistro.tipo, this.tipo), condicion, vigente()))
        .limit(1);
      if (!fila) return undefined;
      const payload = fila.payload as AdapterPayload;
      return fila.consumidoEn ? { ...payload, consumed: Math.floor(fila.consumidoEn.getTime() / 1000) } : payload;
    }
  };
}

/** Expired rows (sessions, codes, interactions, counters) would otherwise stay forever; any process may purge them. */
export async function purgarVencidos(db: Db): Promise<void> {
  await db.delete(oidcRegistro).where(lte(oidcRegistro.expiraEn, new Date()));
}
