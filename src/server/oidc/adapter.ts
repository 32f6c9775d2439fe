import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/db';

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | string | null;
}

/**
 * oidc-provider's storage over the server's database (table oidc_payload), so that sessions, grants and
 * refresh tokens survive a restart, unlike the provider's in-memory default.
 */
export function databaseAdapter(db: Db): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(db, model);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE oidc_payload SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_payload WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_payload WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<PayloadRow>(
      `SELECT payload, consumed_at FROM oidc_payload
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now()) LIMIT 1`,
      [this.model, value],
    );
    if (!row) return undefined;
    if (row.consumed_at === null) return row.payload;
    return { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  }
}

/** Forgets expired state; run at start-up so the table does not grow forever. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.query('DELETE FROM oidc_payload WHERE expires_at IS NOT NULL AND expires_at <= now()');
}
