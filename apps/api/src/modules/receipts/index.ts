import { CollectionTypes, maskIdentityNumber, type PaymentBankCode, PaymentBanks } from '@e-belediye/contracts';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { randomCode } from '../payments/codes.js';
import { maskName, payerNameOf } from '../payments/orders.js';
import type { ReceiptDocument } from './pdf.js';

export const ReceiptMessages = {
  notFound: 'Bu doğrulama koduyla düzenlenmiş bir makbuz bulunamadı.',
  notYours: 'Makbuz bulunamadı.',
} as const;

/** Cash-desk receipts of the demo data get their verification code the first time someone asks for them. */
async function ensureVerificationCode(database: Database, oid: number, code: string | null): Promise<string> {
  if (code) return code;
  const fresh = randomCode(10);
  const row = await database.db
    .updateTable('collection')
    .set({ verification_code: fresh })
    .where('oid', '=', oid)
    .where('verification_code', 'is', null)
    .returning('verification_code')
    .executeTakeFirst();
  if (row?.verification_code) return row.verification_code;
  const again = await database.db
    .selectFrom('collection')
    .select('verification_code')
    .where('oid', '=', oid)
    .executeTakeFirstOrThrow();
  return again.verification_code ?? fresh;
}

export const verificationUrl = (settings: Settings, code: string) => `${settings.publicUrl}/makbuz-dogrula/${code}`;

/**
 * Everything a makbuz prints. `maskPayer`: receipts reached without logging in (fast payment, matrimony)
 * show the payer's name masked, like the screens before them.
 */
export async function receiptDocument(
  database: Database,
  settings: Settings,
  collectionOid: number,
  maskPayer: boolean,
): Promise<ReceiptDocument> {
  const c = await database.db
    .selectFrom('collection as c')
    .innerJoin('registry as r', 'r.oid', 'c.registry_oid')
    .leftJoin('online_payment as o', 'o.oid', 'c.online_payment_oid')
    .select([
      'c.oid',
      'c.receipt_no',
      'c.collected_at',
      'c.collection_type',
      'c.total_kurus',
      'c.verification_code',
      'r.name',
      'r.surname',
      'r.pid_no',
      'r.registry_no',
      'o.order_no',
      'o.bank_code',
      'o.auth_code',
      'o.card_masked',
    ])
    .where('c.oid', '=', collectionOid)
    .executeTakeFirst();
  if (!c) throw notFound(ReceiptMessages.notYours);
  const lines = await database.db
    .selectFrom('collection_line as l')
    .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
    .select(['a.description', 'a.year', 'a.installment_no', 'l.principal_kurus', 'l.late_fee_kurus'])
    .where('l.collection_oid', '=', c.oid)
    .orderBy('a.due_date')
    .orderBy('a.oid')
    .execute();
  const code = await ensureVerificationCode(database, c.oid, c.verification_code);
  const name = payerNameOf(c);
  return {
    municipalityName: settings.app.MunicipalityName,
    municipalityNameCapital: settings.app.MunicipalityNameCapital,
    receiptNo: c.receipt_no,
    collectedAt: new Date(c.collected_at),
    payerName: maskPayer ? maskName(name) : name,
    payerIdMasked: c.pid_no ? maskIdentityNumber(c.pid_no) : '-',
    registryNo: c.registry_no,
    collectionTypeCode: c.collection_type,
    collectionTypeName: c.order_no
      ? 'Kredi Kartı (3D Secure)'
      : (CollectionTypes[c.collection_type as keyof typeof CollectionTypes] ?? String(c.collection_type)),
    bankName: c.bank_code ? (PaymentBanks[c.bank_code as PaymentBankCode]?.name ?? c.bank_code) : '-',
    orderNo: c.order_no ?? '-',
    authCode: c.auth_code,
    cardMasked: c.card_masked,
    lines: lines.map((l) => ({
      description: l.description,
      year: l.year,
      installmentNo: l.installment_no,
      principalKurus: l.principal_kurus,
      lateFeeKurus: l.late_fee_kurus,
    })),
    totalKurus: c.total_kurus,
    verificationCode: code,
    verificationUrl: verificationUrl(settings, code),
  };
}

/** The public check: enough to confirm a receipt is genuine, nothing that identifies the payer. */
export async function verifyReceipt(database: Database, settings: Settings, code: string) {
  const c = await database.db
    .selectFrom('collection as c')
    .innerJoin('registry as r', 'r.oid', 'c.registry_oid')
    .select(['c.oid', 'c.receipt_no', 'c.collected_at', 'c.total_kurus', 'c.collection_type', 'r.name', 'r.surname'])
    .where('c.verification_code', '=', code)
    .executeTakeFirst();
  if (!c) throw notFound(ReceiptMessages.notFound);
  const count = await database.db
    .selectFrom('collection_line')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_oid', '=', c.oid)
    .executeTakeFirstOrThrow();
  return {
    ReceiptNo: c.receipt_no,
    CollectedAt: new Date(c.collected_at).toISOString(),
    TotalKurus: c.total_kurus,
    PayerName: maskName(payerNameOf(c)),
    CollectionTypeName: CollectionTypes[c.collection_type as keyof typeof CollectionTypes] ?? String(c.collection_type),
    LineCount: Number(count.n),
    MunicipalityName: settings.app.MunicipalityName,
  };
}
