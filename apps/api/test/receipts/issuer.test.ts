import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings.js';
import { recordCollection } from '../../src/modules/ledger/index.js';
import { receiptDocument, renderReceiptPdf } from '../../src/modules/receipts/index.js';
import { openTestApp } from '../support/db.js';
import { pdfText } from './pdf-text.js';

/** A municipality other than the demo one: what the receipt prints must come from the settings. */
const issuer = {
  MunicipalityAddress: 'Hürriyet Mahallesi Meydan Sokak No: 3 06990 Örnekköy / Ankara',
  MunicipalityTaxOffice: 'Örnekköy Vergi Dairesi',
  MunicipalityTaxNumber: '1234567890',
};

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp({ app: issuer });
});
afterAll(async () => {
  await t?.close();
});

/** Collects one open debt with the given collection type, as the ledger records it. */
async function collect(collectionType: number) {
  const debt = await t.database.db
    .selectFrom('accrual')
    .select(['oid', 'registry_oid', 'principal_kurus', 'paid_kurus'])
    .whereRef('paid_kurus', '<', 'principal_kurus')
    .orderBy('oid')
    .offset(collectionType)
    .executeTakeFirstOrThrow();
  return t.database.db.transaction().execute((trx) =>
    recordCollection(trx, {
      registryOid: debt.registry_oid,
      collectionType,
      channel: 'TEST',
      lines: [{ accrualOid: debt.oid, principalKurus: debt.principal_kurus - debt.paid_kurus, lateFeeKurus: 0 }],
    }),
  );
}

describe('the receipt names its issuer', () => {
  it('prints the municipality’s address, tax office and tax number from the settings, and the collection type in words', async () => {
    const card = await collect(4);
    const doc = await receiptDocument(t.database, t.settings, card.oid, { maskPayer: false });
    const text = (await pdfText(await renderReceiptPdf(doc))).pages[0].replace(/\s+/g, ' ');
    expect(text).toContain(issuer.MunicipalityAddress);
    expect(text).toContain('Vergi Dairesi: Örnekköy Vergi Dairesi · Vergi No: 1234567890');
    expect(text).toContain('Tahsilat Türü: Kredi kartı (3-D Secure)');
    expect(text).not.toMatch(/Tahsilat Türü: \d/);

    const cash = await collect(1);
    const cashDoc = await receiptDocument(t.database, t.settings, cash.oid, { maskPayer: false });
    expect(cashDoc.collectionTypeName).toBe('Nakit');
  });

  it('shows the issuer on the public receipt check', async () => {
    const cheque = await collect(2);
    const res = await t.call('VerifyReceipt', { code: cheque.verificationCode });
    expect(res.body).toMatchObject({ ...issuer, CollectionTypeName: 'Posta çeki' });
  });

  it('refuses settings whose tax number fails its checksum', () => {
    expect(() => loadSettings({ app: { MunicipalityTaxNumber: '1234567891' } }, {}, () => {})).toThrow(
      /MunicipalityTaxNumber/,
    );
  });
});
