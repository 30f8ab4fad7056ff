import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isValidMobile } from '../../shared/mobile.js';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import type { Clock } from '../platform/clock.js';
import type { SmsGateway, SmsMessage } from '../providers/providers.js';

/**
 * The sandbox SMS gateway: texts are stored (sealed, phone as a keyed digest) instead of sent,
 * and read back by phone number at GET /api/sandbox/outbox. Each phone keeps its latest 20.
 */

export interface OutboxMessage {
  to: string;
  text: string;
  /** The first stand-alone 6-digit number in the text, or null. */
  otp: string | null;
  createdAt: Date;
}

export const OUTBOX_READ_LIMIT = 20;

export class SmsOutbox implements SmsGateway {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    if (!isValidMobile(message.to)) {
      throw new Error('SMS recipient is not a 10-digit mobile number');
    }
    const phoneDigest = digest(this.secrets.hmacKey, 'mobile', message.to);
    await this.db
      .insertInto('sandbox_outbox')
      .values({
        id: randomUUID(),
        phone_digest: phoneDigest,
        text_sealed: encryptText(this.secrets.masterKey, message.text),
        created_at: this.clock.now(),
      })
      .execute();
    // Only the latest texts can be read back, so older ones are not kept.
    await this.db
      .deleteFrom('sandbox_outbox')
      .where('phone_digest', '=', phoneDigest)
      .where('seq', 'not in', (query) =>
        query
          .selectFrom('sandbox_outbox')
          .select('seq')
          .where('phone_digest', '=', phoneDigest)
          .orderBy('seq', 'desc')
          .limit(OUTBOX_READ_LIMIT),
      )
      .execute();
  }
}

/** The texts sent to `phone`, newest first. */
export async function listOutbox(
  db: Kysely<Tables>,
  secrets: Secrets,
  phone: string,
  limit = OUTBOX_READ_LIMIT,
): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('sandbox_outbox')
    .select(['text_sealed', 'created_at'])
    .where('phone_digest', '=', digest(secrets.hmacKey, 'mobile', phone))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const text = decryptText(secrets.masterKey, row.text_sealed);
    return { to: phone, text, otp: extractOtp(text), createdAt: new Date(row.created_at) };
  });
}

export function extractOtp(text: string): string | null {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;
}
