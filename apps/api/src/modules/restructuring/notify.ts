import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { enqueueSms } from '../notifications/index.js';

/** SMS message code of restructuring notices. */
const MESSAGE_CODE = 7020;
/** SMS type of an information message. */
const INFO_SMS = 1;

/** Tells the plan's holder by SMS, in the caller's transaction; a registry without a phone is not told. */
export async function tellHolder(trx: Transaction<DB>, registryOid: number, text: string): Promise<void> {
  const r = await trx.selectFrom('registry').select('gsm_number').where('oid', '=', registryOid).executeTakeFirst();
  if (!r?.gsm_number) return;
  await enqueueSms(trx, [
    { RegistryOid: registryOid, GsmNumber: r.gsm_number, SmsText: text, smsType: INFO_SMS, messageCode: MESSAGE_CODE },
  ]);
}
