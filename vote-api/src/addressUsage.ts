/**
 * Daily limits per client address, kept in the database so that they hold
 * across restarts and across instances on one PostgreSQL: how many voter tokens
 * an address was given, and how many votes it cast for each proposal. The
 * address is stored as a keyed hash that changes every UTC day.
 */
import crypto from 'node:crypto';
import { addressKey } from './clientAddress';
import type { Queryable } from './db';
import { deriveKey } from './voterTokens';

export type Scope = 'tokens' | `votes:${number}`;

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next UTC day, when every daily limit starts again. */
export function secondsUntilNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export type AddressUsage = {
  /** Counts one use; false, counting nothing, when the address has used `limit` already today. */
  take(db: Queryable, scope: Scope, address: string, limit: number, now?: Date): Promise<boolean>;
};

export function addressUsage(secret: string): AddressUsage {
  const key = deriveKey(secret, 'address-usage');
  let clearedBefore = '';
  return {
    async take(db, scope, address, limit, now = new Date()) {
      const day = utcDay(now);
      if (clearedBefore !== day) {
        await db.query('DELETE FROM address_usage WHERE day < $1::date', [day]);
        clearedBefore = day;
      }
      const hash = crypto
        .createHmac('sha256', key)
        .update(`${day}\n${addressKey(address)}`)
        .digest('base64url');
      const rows = await db.query(
        `INSERT INTO address_usage (day, scope, address_hash, used) VALUES ($1::date, $2, $3, 1)
         ON CONFLICT (day, scope, address_hash) DO UPDATE SET used = address_usage.used + 1
         WHERE address_usage.used < $4
         RETURNING used`,
        [day, scope, hash, limit],
      );
      return rows.length > 0;
    },
  };
}
