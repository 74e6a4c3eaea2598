import { describe, expect, it } from 'vitest';
import { type ReceiptDocument, renderReceiptPdf } from '../../src/modules/receipts/pdf.js';
import { pdfText } from './pdf-text.js';

const receipt = (lineCount = 2): ReceiptDocument => {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    description: i % 2 ? 'Çevre Temizlik Vergisi (Konut)' : 'Emlak Vergisi – Yeşilvadi Mah. Gül Sk. No:7 (Arsa)',
    year: 2026,
    installmentNo: (i % 2) + 1,
    principalKurus: i === 0 ? 123_456 : 10_000 + i,
    lateFeeKurus: i === 0 ? 4_567 : i % 3,
  }));
  return {
    municipalityName: 'Yeşilvadi Belediyesi',
    municipalityNameCapital: 'YEŞİLVADİ BELEDİYESİ',
    municipalityAddress: 'Cumhuriyet Mahallesi Atatürk Caddesi No: 1 16990 Yeşilvadi / Bursa',
    municipalityTaxOffice: 'Yeşilvadi Vergi Dairesi',
    municipalityTaxNumber: '9860016015',
    receiptNo: '2026-327000123',
    collectedAt: new Date('2026-11-23T11:05:00Z'),
    payerName: 'Ayşe Gülşen Öztürkçü',
    payerIdMasked: '100******46',
    registryNo: '327000',
    collectionTypeName: 'Kredi kartı (3-D Secure)',
    bankName: 'T.C. Ziraat Bankası',
    orderNo: 'EB2026112300123',
    authCode: '184784',
    cardMasked: '454671******7894',
    lines,
    totalKurus: lines.reduce((sum, l) => sum + l.principalKurus + l.lateFeeKurus, 0),
    verificationCode: 'K7M2Q9XP3T',
    verificationUrl: 'https://e-belediye.yesilvadi.bel.tr/makbuz-dogrula?kod=K7M2Q9XP3T',
  };
};

describe('renderReceiptPdf', () => {
  it('produces a PDF whose text layer carries the Turkish header, amounts and payment details', async () => {
    const pdf = await renderReceiptPdf(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, title, author } = await pdfText(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0].replace(/\s+/g, ' ');
    for (const expected of [
      'YEŞİLVADİ BELEDİYESİ',
      'TAHSİLAT MAKBUZU (e-Belediye)',
      '2026-327000123',
      '23.11.2026 14:05', // 11:05 UTC is 14:05 in Istanbul
      'Ayşe Gülşen Öztürkçü',
      '100******46',
      'Cumhuriyet Mahallesi Atatürk Caddesi No: 1 16990 Yeşilvadi / Bursa',
      'Vergi Dairesi: Yeşilvadi Vergi Dairesi · Vergi No: 9860016015',
      'Tahsilat Türü: Kredi kartı (3-D Secure)',
      'T.C. Ziraat Bankası',
      '454671******7894',
      'Gecikme Zammı',
      '1.234,56 TL',
      'TOPLAM',
      'Yalnız',
      'Doğrulama Kodu K7M2Q9XP3T',
      'Bu belge elektronik ortamda üretilmiştir.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(title).toBe('Tahsilat Makbuzu 2026-327000123');
    expect(author).toBe('Yeşilvadi Belediyesi');
  });

  it('prints the total of principal and late fee in Turkish lira format', async () => {
    const doc = receipt();
    const { pages } = await pdfText(await renderReceiptPdf(doc));
    // 1.234,56 + 100,01 principal; 45,67 + 0,01 late fee
    expect(pages[0]).toContain('1.334,57 TL');
    expect(pages[0]).toContain('45,68 TL');
    expect(pages[0]).toContain('1.380,25 TL');
    expect(doc.totalKurus).toBe(138_025);
    // …and writes the total out in words below the table.
    expect(pages[0].replace(/\s+/g, ' ')).toContain('Yalnız bin üç yüz seksen TL yirmi beş Kr');
  });

  it('prints a dash when the bank returned no provision code or card number', async () => {
    const { pages } = await pdfText(await renderReceiptPdf({ ...receipt(), authCode: null, cardMasked: null }));
    expect(pages[0]).toMatch(/Provizyon No:\s+-/);
    expect(pages[0]).toMatch(/Kart No:\s+-/);
  });

  it('breaks a 200-line receipt over several pages, repeating the column titles and numbering the pages', async () => {
    const { pages } = await pdfText(await renderReceiptPdf(receipt(200)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.filter((p) => p.includes('2026/'))) expect(page).toContain('Gecikme Zammı');
    expect(pages.at(-1)).toContain(`Sayfa ${pages.length} / ${pages.length}`);
    expect(pages.join(' ')).toContain('TOPLAM');
    expect(pages.at(-1)).toContain('Doğrulama Kodu');
    const rows = pages.join(' ').match(/2026\/[12]/g) ?? [];
    expect(rows).toHaveLength(200);
  });

  it('embeds the DejaVu Sans fonts instead of relying on the viewer', async () => {
    const bytes = (await renderReceiptPdf(receipt())).toString('latin1');
    expect(bytes).toContain('DejaVuSans');
    expect(bytes).toContain('DejaVuSans-Bold');
    expect(bytes).toContain('/FontFile2');
    expect(bytes).not.toContain('Helvetica');
  });

  it('renders the same bytes for the same receipt', async () => {
    const [a, b] = await Promise.all([renderReceiptPdf(receipt()), renderReceiptPdf(receipt())]);
    expect(a.equals(b)).toBe(true);
  });

  it('refuses a receipt whose lines do not add up to its total', async () => {
    await expect(renderReceiptPdf({ ...receipt(), totalKurus: 1 })).rejects.toThrow(/2026-327000123/);
  });
});
