import { actedForText, maskIdentityNumber, type PaymentBankCode, PaymentBanks } from '@e-belediye/contracts';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { bankNameOfCollection } from '../collections/index.js';
import { actorOfOrder } from '../delegation/index.js';
import {
  collectionByVerificationCode,
  collectionTypeName,
  collectionWithLines,
  ensureVerificationCode,
} from '../ledger/index.js';
import { maskName, payerName, registryByOid } from '../registries/index.js';
import type { ReceiptDocument } from './pdf.js';

/**
 * The receipt's PDF parts for other reports: an A4 document with the DejaVu fonts 'R'/'B', a bordered table row,
 * money as "1.234,56 TL".
 */
export {
  a4Document,
  type Column as PdfColumn,
  collect as pdfBytes,
  type ReceiptDocument,
  renderReceiptPdf,
  tableRow as pdfTableRow,
  tl as formatTl,
} from './pdf.js';

export const ReceiptMessages = {
  notFound: 'Bu doğrulama koduyla düzenlenmiş bir makbuz bulunamadı.',
  notYours: 'Makbuz bulunamadı.',
} as const;

/** What a card payment adds to its receipt; the payments module, which knows the order, supplies it. */
export interface CardPaymentFacts {
  orderNo: string;
  bankCode: string;
  authCode: string | null;
  cardMasked: string | null;
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
  options: { maskPayer: boolean; card?: CardPaymentFacts },
): Promise<ReceiptDocument> {
  const c = await collectionWithLines(database, collectionOid);
  const registry = c && (await registryByOid(database, c.registryOid));
  if (!c || !registry) throw notFound(ReceiptMessages.notYours);
  const { card } = options;
  const code = await ensureVerificationCode(database, c.oid, c.verificationCode);
  const name = payerName(registry);
  const actor = card ? await actorOfOrder(database, card.orderNo) : undefined;
  return {
    municipalityName: settings.app.MunicipalityName,
    municipalityNameCapital: settings.app.MunicipalityNameCapital,
    municipalityAddress: settings.app.MunicipalityAddress,
    municipalityTaxOffice: settings.app.MunicipalityTaxOffice,
    municipalityTaxNumber: settings.app.MunicipalityTaxNumber,
    receiptNo: c.receiptNo,
    collectedAt: c.collectedAt,
    payerName: options.maskPayer ? maskName(name) : name,
    payerIdMasked: registry.pid_no ? maskIdentityNumber(registry.pid_no) : '-',
    registryNo: registry.registry_no,
    // Paid under a grant: the receipt names who acted as well as whose debt it paid.
    actedBy: actor ? actedForText(payerName(actor), options.maskPayer ? maskName(name) : name) : null,
    // The code's words, the same on every screen and document (CollectionTypes), never the bare code.
    collectionTypeName: collectionTypeName(c.collectionType),
    bankName: card
      ? (PaymentBanks[card.bankCode as PaymentBankCode]?.name ?? card.bankCode)
      : ((await bankNameOfCollection(database, c.oid)) ?? '-'),
    orderNo: card?.orderNo ?? '-',
    authCode: card?.authCode ?? null,
    cardMasked: card?.cardMasked ?? null,
    lines: c.lines.map((l) => ({
      description: l.description,
      year: l.year,
      installmentNo: l.installmentNo,
      principalKurus: l.principalKurus,
      lateFeeKurus: l.lateFeeKurus,
    })),
    totalKurus: c.totalKurus,
    verificationCode: code,
    verificationUrl: verificationUrl(settings, code),
  };
}

/** The public check: enough to confirm a receipt is genuine, nothing that identifies the payer. */
export async function verifyReceipt(database: Database, settings: Settings, code: string) {
  const c = await collectionByVerificationCode(database, code);
  const registry = c && (await registryByOid(database, c.registryOid));
  if (!c || !registry) throw notFound(ReceiptMessages.notFound);
  return {
    ReceiptNo: c.receiptNo,
    CollectedAt: c.collectedAt.toISOString(),
    TotalKurus: c.totalKurus,
    PayerName: maskName(payerName(registry)),
    CollectionTypeName: collectionTypeName(c.collectionType),
    LineCount: c.lineCount,
    MunicipalityName: settings.app.MunicipalityName,
    MunicipalityAddress: settings.app.MunicipalityAddress,
    MunicipalityTaxOffice: settings.app.MunicipalityTaxOffice,
    MunicipalityTaxNumber: settings.app.MunicipalityTaxNumber,
  };
}
