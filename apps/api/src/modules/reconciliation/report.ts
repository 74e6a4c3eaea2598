import { type CollectionGroup, type ReportFile, toCsv } from '@e-belediye/contracts';
import { collectionTypeName } from '../ledger/index.js';
import { a4Document, formatTl, type PdfColumn, pdfBytes, pdfTableRow } from '../receipts/index.js';
import { type BookedCollection, bankName, channelName, groupLabel, groupsOf, sum } from './daybook.js';

/** The end-of-day report of one Turkish day: the totals per channel and bank, then every receipt. */
export interface EndOfDay {
  date: string;
  municipalityName: string;
  generatedAt: Date;
  book: readonly BookedCollection[];
}

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const trDate = (iso: string) => iso.split('-').reverse().join('.');
/** "1234,56": what a Turkish spreadsheet reads as a number (no thousands dots). */
export const lira = (kurus: number) => (kurus / 100).toFixed(2).replace('.', ',');

export const CsvHeaders = [
  'Makbuz No',
  'Tahsilat Zamanı',
  'Kanal',
  'Banka',
  'Tahsilat Türü',
  'Sipariş No',
  'Tutar (TL)',
  'İade (TL)',
];
export const CsvSummaryHeaders = ['Kanal / Banka', 'Adet', 'Tutar (TL)', 'İade (TL)'];

export const UTF8_BOM = '\uFEFF';

/**
 * `;`-separated with a byte order mark, so Excel in Turkish opens it with its letters and numbers right: the
 * receipts, a blank line, the totals per channel and bank, and the grand total.
 */
export function endOfDayCsv(report: EndOfDay): ReportFile {
  const receipts = report.book.map((c) => [
    c.receiptNo,
    dateTime.format(c.collectedAt),
    channelName(c.channel),
    c.bankCode ? bankName(c.bankCode) : '',
    collectionTypeName(c.collectionType),
    c.orderNo ?? '',
    lira(c.totalKurus),
    lira(c.refundedKurus),
  ]);
  const groups = groupsOf(report.book);
  const totals = [
    ...groups.map((g) => [g.Label, String(g.Count), lira(g.TotalKurus), lira(g.RefundedKurus)]),
    ['GENEL TOPLAM', String(report.book.length), lira(totalOf(groups)), lira(sum(groups.map((g) => g.RefundedKurus)))],
  ];
  return {
    FileName: `gun-sonu-${report.date}.csv`,
    MediaType: 'text/csv; charset=utf-8',
    Encoding: 'utf-8',
    Content: `${UTF8_BOM}${toCsv(CsvHeaders, receipts)}\r\n${toCsv(CsvSummaryHeaders, totals)}`,
  };
}

const totalOf = (groups: readonly CollectionGroup[]) => sum(groups.map((g) => g.TotalKurus));

const MARGIN = 40;

/** The same report on A4, with the receipt's fonts and table rows; repeated column titles on every page. */
export async function endOfDayPdf(report: EndOfDay): Promise<ReportFile> {
  const pdf = a4Document({
    Title: `Gün Sonu Tahsilat Raporu ${trDate(report.date)}`,
    Author: report.municipalityName,
    CreationDate: report.generatedAt,
  });
  const done = pdfBytes(pdf);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN;

  pdf.font('B').fontSize(13).text(report.municipalityName, left, MARGIN, { width, align: 'center' });
  pdf.fontSize(11).text(`Gün Sonu Tahsilat Raporu — ${trDate(report.date)}`, { width, align: 'center' });
  pdf
    .font('R')
    .fontSize(8)
    .fillColor('#555555')
    .text(`Oluşturulma: ${dateTime.format(report.generatedAt)}`, { width, align: 'center' });
  let y = pdf.y + 14;

  /** Rows of one table, breaking to a new page (titles repeated) before a row would cross the bottom. */
  const table = (columns: PdfColumn[], rows: string[][], lastBold: boolean) => {
    const titles = columns.map((c) => c.title);
    y = pdfTableRow(pdf, columns, left, y, titles, { bold: true, fill: '#e9ecef' });
    rows.forEach((cells, i) => {
      if (y + 30 > bottom) {
        pdf.addPage();
        y = pdfTableRow(pdf, columns, left, MARGIN, titles, { bold: true, fill: '#e9ecef' });
      }
      const bold = lastBold && i === rows.length - 1;
      y = pdfTableRow(pdf, columns, left, y, cells, { bold, fill: bold ? '#e9ecef' : undefined });
    });
  };

  const groups = groupsOf(report.book);
  const fixed = 70 + 100 + 100;
  table(
    [
      { title: 'Kanal / Banka', width: width - fixed, align: 'left' },
      { title: 'Adet', width: 70, align: 'right' },
      { title: 'Tutar', width: 100, align: 'right' },
      { title: 'İade', width: 100, align: 'right' },
    ],
    [
      ...groups.map((g) => [g.Label, String(g.Count), formatTl(g.TotalKurus), formatTl(g.RefundedKurus)]),
      [
        'GENEL TOPLAM',
        String(report.book.length),
        formatTl(totalOf(groups)),
        formatTl(sum(groups.map((g) => g.RefundedKurus))),
      ],
    ],
    true,
  );
  y += 18;
  if (report.book.length > 0) {
    const widths = [95, 95, 0, 90, 85];
    widths[2] = width - sum(widths);
    table(
      [
        { title: 'Makbuz No', width: widths[0], align: 'left' },
        { title: 'Zaman', width: widths[1], align: 'left' },
        { title: 'Kanal / Banka', width: widths[2], align: 'left' },
        { title: 'Sipariş No', width: widths[3], align: 'left' },
        { title: 'Tutar', width: widths[4], align: 'right' },
      ],
      report.book.map((c) => [
        c.receiptNo,
        dateTime.format(c.collectedAt),
        groupLabel(c.channel, c.bankCode),
        c.orderNo ?? '-',
        formatTl(c.totalKurus),
      ]),
      false,
    );
  }
  pdf.end();
  const bytes = await done;
  return {
    FileName: `gun-sonu-${report.date}.pdf`,
    MediaType: 'application/pdf',
    Encoding: 'base64',
    Content: bytes.toString('base64'),
  };
}
