import { createRequire } from 'node:module';
import { amountInWordsTr, formatKurus } from '@e-belediye/contracts/format';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface ReceiptDocument {
  municipalityName: string;
  municipalityNameCapital: string;
  /** The issuer as a receipt must name it: address, tax office and tax number (VKN). */
  municipalityAddress: string;
  municipalityTaxOffice: string;
  municipalityTaxNumber: string;
  receiptNo: string;
  /** Shown in Europe/Istanbul time as dd.MM.yyyy HH:mm. */
  collectedAt: Date;
  /** Printed as given (the caller decides on masking). */
  payerName: string;
  payerIdMasked: string;
  registryNo: string;
  /** Who paid for the payer under their grant ("Ad Soyad (… adına)"), when someone else did (ADR 0048). */
  actedBy?: string | null;
  collectionTypeName: string;
  bankName: string;
  orderNo: string;
  /** Bank provision/authorisation code. */
  authCode: string | null;
  cardMasked: string | null;
  lines: Array<{
    description: string;
    year: number;
    installmentNo: number;
    principalKurus: number;
    lateFeeKurus: number;
  }>;
  totalKurus: number;
  verificationCode: string;
  /** Public verification page, encoded in the QR code. */
  verificationUrl: string;
}

// The standard PDF fonts have no ğ/ş/ı/İ, so DejaVu Sans is embedded; the npm package keeps it off the OS.
const require = createRequire(import.meta.url);
export const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const PAD = 5;
const FONT_SIZE = 8.5;
const GRID = '#9a9a9a';
const SHADE = '#e9ecef';
const MUTED = '#555555';
const FOOTER_HEIGHT = 112;

export const tl = (kurus: number) => `${formatKurus(kurus)} TL`;

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Doc = PDFKit.PDFDocument;

/** "Vergi Dairesi: Yeşilvadi Vergi Dairesi · Vergi No: 9860016015" */
export const issuerTax = (doc: Pick<ReceiptDocument, 'municipalityTaxOffice' | 'municipalityTaxNumber'>) =>
  `Vergi Dairesi: ${doc.municipalityTaxOffice} · Vergi No: ${doc.municipalityTaxNumber}`;
export type Column = { title: string; width: number; align: 'left' | 'center' | 'right' };

export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const principal = doc.lines.reduce((sum, l) => sum + l.principalKurus, 0);
  const lateFee = doc.lines.reduce((sum, l) => sum + l.lateFeeKurus, 0);
  // An official receipt whose rows do not add up to its total must never be issued.
  if (principal + lateFee !== doc.totalKurus) {
    throw new Error(`Receipt ${doc.receiptNo}: lines sum to ${principal + lateFee} kuruş, total is ${doc.totalKurus}`);
  }

  const pdf = a4Document(
    {
      Title: `Tahsilat Makbuzu ${doc.receiptNo}`,
      Author: doc.municipalityName,
      Subject: 'Tahsilat Makbuzu (e-Belediye)',
      CreationDate: doc.collectedAt,
    },
    true, // page numbers ("Sayfa 1 / 3") are known only at the end
  );
  const done = collect(pdf);

  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  let y = header(pdf, doc, left, width);
  y = infoBlocks(pdf, doc, left, width, y + 14);
  y = linesTable(pdf, doc, left, width, y + 16, principal, lateFee);
  y = amountInWords(pdf, doc, left, width, y);
  if (y + 18 + FOOTER_HEIGHT > bottom(pdf)) {
    pdf.addPage();
    y = continuationHeader(pdf, doc, left, width);
  }
  verificationFooter(pdf, doc, left, width, y + 18);
  pageNumbers(pdf, doc, left, width);

  pdf.end();
  return done;
}

/**
 * An A4 page in Turkish with the DejaVu fonts registered as 'R' and 'B'. A fixed CreationDate makes the file ID,
 * and so the bytes, repeatable.
 */
export function a4Document(
  info: { Title: string; Author: string; Subject?: string; CreationDate: Date },
  bufferPages = false,
): Doc {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages,
    font: REGULAR,
    lang: 'tr-TR',
    displayTitle: true,
    // Keys in the order the document's info dictionary has always been written.
    info: {
      Title: info.Title,
      Author: info.Author,
      ...(info.Subject && { Subject: info.Subject }),
      Creator: 'e-Belediye',
      CreationDate: info.CreationDate,
    },
  });
  pdf.registerFont('R', REGULAR);
  pdf.registerFont('B', BOLD);
  return pdf;
}

export function collect(pdf: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** A full-width horizontal line. */
function rule(pdf: Doc, left: number, width: number, y: number, lineWidth: number, color = 'black') {
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/** Lowest y for content; the strip below it holds the page number. */
const bottom = (pdf: Doc) => pdf.page.height - MARGIN - 14;

function header(pdf: Doc, doc: ReceiptDocument, left: number, width: number): number {
  pdf.font('B').fontSize(15).fillColor('black');
  pdf.text(doc.municipalityNameCapital, left, MARGIN, { width, align: 'center' });
  pdf.font('R').fontSize(8.5).fillColor(MUTED);
  pdf.text(doc.municipalityAddress, left, pdf.y + 2, { width, align: 'center' });
  pdf.text(issuerTax(doc), left, pdf.y + 1, { width, align: 'center' });
  pdf.font('B').fontSize(12).fillColor('black');
  pdf.text('TAHSİLAT MAKBUZU (e-Belediye)', left, pdf.y + 5, { width, align: 'center' });
  let y = pdf.y + 8;
  rule(pdf, left, width, y, 1.2);
  y += 7;
  pdf.fontSize(9.5);
  labelled(pdf, 'Makbuz No: ', doc.receiptNo, left, y, width, 'left');
  labelled(pdf, 'Tarih: ', dateTime.format(doc.collectedAt), left, y, width, 'right');
  y += 17;
  rule(pdf, left, width, y, 0.5);
  return y;
}

/** Later pages repeat who and which receipt, so a loose page is still identifiable. */
function continuationHeader(pdf: Doc, doc: ReceiptDocument, left: number, width: number): number {
  pdf.font('B').fontSize(9).fillColor('black');
  pdf.text(`${doc.municipalityNameCapital} – TAHSİLAT MAKBUZU`, left, MARGIN, { width, align: 'left' });
  pdf.font('R').text(`Makbuz No: ${doc.receiptNo} (devam)`, left, MARGIN, { width, align: 'right' });
  const y = MARGIN + 16;
  rule(pdf, left, width, y, 0.5);
  return y + 10;
}

function labelled(
  pdf: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right',
) {
  const full = pdf.font('B').widthOfString(label) + pdf.font('R').widthOfString(value);
  const start = align === 'left' ? x : x + width - full;
  pdf.font('B').text(label, start, y, { lineBreak: false, continued: true });
  pdf.font('R').text(value, { lineBreak: false });
}

function infoBlocks(pdf: Doc, doc: ReceiptDocument, left: number, width: number, y: number): number {
  const gap = 12;
  const boxWidth = (width - gap) / 2;
  const payer: Array<[string, string]> = [
    ['Adı Soyadı / Unvanı:', doc.payerName],
    ['T.C. Kimlik / Vergi No:', doc.payerIdMasked],
    ['Sicil No:', doc.registryNo],
    ...(doc.actedBy ? [['İşlemi Yapan:', doc.actedBy] as [string, string]] : []),
  ];
  const payment: Array<[string, string]> = [
    ['Tahsilat Türü:', doc.collectionTypeName],
    ['Banka:', doc.bankName],
    ['Sipariş No:', doc.orderNo],
    ['Provizyon No:', doc.authCode ?? '-'],
    ['Kart No:', doc.cardMasked ?? '-'],
  ];
  const blocks: Array<[string, Array<[string, string]>, number]> = [
    ['ÖDEYEN BİLGİLERİ', payer, left],
    ['ÖDEME BİLGİLERİ', payment, left + boxWidth + gap],
  ];
  // Measured first so both frames are drawn at the same height.
  const height = Math.max(...blocks.map(([title, rows, x]) => box(pdf, title, rows, x, y, boxWidth, 0, false)));
  for (const [title, rows, x] of blocks) box(pdf, title, rows, x, y, boxWidth, height, true);
  return y + height;
}

/** Measures (draw=false) or draws a titled label/value frame; returns its height. */
function box(
  pdf: Doc,
  title: string,
  rows: Array<[string, string]>,
  x: number,
  y: number,
  width: number,
  minHeight: number,
  draw: boolean,
): number {
  const labelWidth = 108;
  const valueWidth = width - labelWidth - 2 * PAD;
  const titleHeight = 17;
  let rowY = y + titleHeight + PAD;
  pdf.fontSize(FONT_SIZE);
  for (const [label, value] of rows) {
    const h = pdf.font('R').heightOfString(value, { width: valueWidth });
    if (draw) {
      pdf
        .font('R')
        .fillColor(MUTED)
        .text(label, x + PAD, rowY, { width: labelWidth, lineBreak: false });
      pdf.fillColor('black').text(value, x + PAD + labelWidth, rowY, { width: valueWidth });
    }
    rowY += h + 4;
  }
  const height = Math.max(rowY - y + PAD - 4, minHeight);
  if (draw) {
    pdf.rect(x, y, width, titleHeight).fill(SHADE);
    pdf
      .font('B')
      .fillColor('black')
      .text(title, x + PAD, y + 4.5, { width: width - 2 * PAD, lineBreak: false });
    pdf.rect(x, y, width, height).lineWidth(0.6).strokeColor(GRID).stroke();
  }
  return height;
}

function linesTable(
  pdf: Doc,
  doc: ReceiptDocument,
  left: number,
  width: number,
  startY: number,
  principal: number,
  lateFee: number,
): number {
  const fixed: Column[] = [
    { title: 'Yıl/Taksit', width: 58, align: 'center' },
    { title: 'Anapara', width: 84, align: 'right' },
    { title: 'Gecikme Zammı', width: 92, align: 'right' },
    { title: 'Toplam', width: 88, align: 'right' },
  ];
  const description = width - fixed.reduce((sum, c) => sum + c.width, 0);
  const columns: Column[] = [{ title: 'Açıklama', width: description, align: 'left' }, ...fixed];

  const titles = columns.map((c) => c.title);
  let y = tableRow(pdf, columns, left, startY, titles, { bold: true, fill: SHADE });
  doc.lines.forEach((line, i) => {
    const cells = [
      line.description,
      `${line.year}/${line.installmentNo}`,
      tl(line.principalKurus),
      tl(line.lateFeeKurus),
      tl(line.principalKurus + line.lateFeeKurus),
    ];
    // Break before a row that would cross the bottom, and repeat the column titles on the new page.
    if (y + rowHeight(pdf, columns, cells) > bottom(pdf)) {
      pdf.addPage();
      y = continuationHeader(pdf, doc, left, width);
      y = tableRow(pdf, columns, left, y, titles, { bold: true, fill: SHADE });
    }
    y = tableRow(pdf, columns, left, y, cells, { fill: i % 2 ? '#f7f7f7' : undefined });
  });
  const totals = ['TOPLAM', '', tl(principal), tl(lateFee), tl(doc.totalKurus)];
  if (y + rowHeight(pdf, columns, totals) > bottom(pdf)) {
    pdf.addPage();
    y = continuationHeader(pdf, doc, left, width);
    y = tableRow(pdf, columns, left, y, titles, { bold: true, fill: SHADE });
  }
  const end = tableRow(pdf, columns, left, y, totals, { bold: true, fill: SHADE });
  rule(pdf, left, width, y, 1.2);
  return end;
}

/** The total written out below the table, as Turkish receipts carry it ("Yalnız … TL … Kr"). */
function amountInWords(pdf: Doc, doc: ReceiptDocument, left: number, width: number, y: number): number {
  const words = amountInWordsTr(doc.totalKurus);
  pdf.font('B').fontSize(FONT_SIZE);
  if (y + 6 + pdf.heightOfString(words, { width }) > bottom(pdf)) {
    pdf.addPage();
    y = continuationHeader(pdf, doc, left, width) - 6;
  }
  pdf.fillColor('black').text(words, left, y + 6, { width, align: 'right' });
  return pdf.y;
}

function rowHeight(pdf: Doc, columns: Column[], cells: string[]): number {
  pdf.fontSize(FONT_SIZE);
  const heights = cells.map((text, i) => pdf.heightOfString(text, { width: columns[i].width - 2 * PAD }));
  return Math.max(...heights) + 2 * 4;
}

export function tableRow(
  pdf: Doc,
  columns: Column[],
  left: number,
  y: number,
  cells: string[],
  style: { bold?: boolean; fill?: string },
): number {
  pdf.font(style.bold ? 'B' : 'R');
  const height = rowHeight(pdf, columns, cells);
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (style.fill) pdf.rect(left, y, width, height).fill(style.fill);
  let x = left;
  columns.forEach((column, i) => {
    pdf.fillColor('black').text(cells[i], x + PAD, y + 4, { width: column.width - 2 * PAD, align: column.align });
    x += column.width;
  });
  rule(pdf, left, width, y + height, 0.4, GRID);
  return y + height;
}

function verificationFooter(pdf: Doc, doc: ReceiptDocument, left: number, width: number, y: number) {
  const size = 92;
  rule(pdf, left, width, y, 0.5);
  drawQr(pdf, doc.verificationUrl, left, y + 10, size);
  pdf.link(left, y + 10, size, size, doc.verificationUrl); // on screen the code is clickable too

  const x = left + size + 16;
  const textWidth = width - size - 16;
  pdf
    .fontSize(9)
    .font('R')
    .fillColor(MUTED)
    .text('Doğrulama Kodu', x, y + 12, { width: textWidth });
  pdf
    .font('B')
    .fontSize(13)
    .fillColor('black')
    .text(doc.verificationCode, x, pdf.y + 2, { width: textWidth });
  pdf.font('R').fontSize(FONT_SIZE);
  pdf.text(
    `Bu makbuzun doğruluğunu ${doc.verificationUrl} adresinden veya QR kodu okutarak kontrol edebilirsiniz.`,
    x,
    pdf.y + 6,
    { width: textWidth },
  );
  pdf.font('B').text('Bu belge elektronik ortamda üretilmiştir.', x, pdf.y + 6, { width: textWidth });
}

/** Vector QR: one path of dark modules, filled once so no seams show between modules. */
function drawQr(pdf: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      pdf.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  pdf.fill('black');
}

function pageNumbers(pdf: Doc, doc: ReceiptDocument, left: number, width: number) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Writing inside the bottom margin would otherwise make PDFKit open a new page.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN - 6;
    pdf.font('R').fontSize(7.5).fillColor(MUTED);
    pdf.text(`Tahsilat Makbuzu ${doc.receiptNo}`, left, y, { width, align: 'left', lineBreak: false });
    pdf.text(`Sayfa ${i - start + 1} / ${count}`, left, y, { width, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = margin;
  }
}
