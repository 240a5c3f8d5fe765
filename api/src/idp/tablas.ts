import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Storage of the embedded OIDC provider (sessions, grants, codes, refresh tokens), shared by every API process. */
export const oidcRegistro = pgTable(
  'oidc_registro',
  {
    id: text('id').notNull(),
    tipo: text('tipo').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiraEn: timestamp('expira_en', { withTimezone: true }),
    consumidoEn: timestamp('consumido_en', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.id] }), index('oidc_registro_grant_idx').on(t.grantId), index('oidc_registro_uid_idx').on(t.uid)],
);
