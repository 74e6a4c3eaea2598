import { type Calculation, formatDateTr, istanbulDateOf, maskIdentityNumber, Oid } from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import { loadSession, sessionCookie } from '../auth/index.js';
import { filedFor } from '../delegation/index.js';
import { a4Document, formatTl, type PdfColumn, pdfBytes, pdfTableRow } from '../receipts/index.js';
import { payerName, registryByOid, registryOfMember } from '../registries/index.js';
import { declarationDetail, versionRow } from './queries.js';

const MARGIN = 40;

/** Where anyone checks a declaration receipt by its code. */
export const declarationVerificationUrl = (settings: Settings, code: string) =>
  `${settings.publicUrl}/beyanname-dogrula/${code}`;

/**
 * The declaration receipt (beyanname alındısı): who declared what, the calculation with every line of its
 * explanation, the installments, and the verification code anyone can check.
 */
export async function declarationReceiptPdf(database: Database, settings: Settings, oid: number, registryOid: number) {
  const d = await declarationDetail(database, oid, registryOid);
  const registry = await registryByOid(database, registryOid);
  const calc = d.Calculation as Calculation;
  const pdf = a4Document({
    Title: `Beyanname Alındısı ${d.Number}`,
    Author: settings.app.MunicipalityName,
    CreationDate: new Date(d.FiledAt),
  });
  const done = pdfBytes(pdf);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN;
  pdf.font('B').fontSize(13).text(settings.app.MunicipalityNameCapital, left, MARGIN, { width, align: 'center' });
  pdf.fontSize(11).text(`${d.KindName.toLocaleUpperCase('tr-TR')} ALINDISI`, { width, align: 'center' });
  pdf.moveDown(0.8);
  pdf.font('R').fontSize(9);
  const info: [string, string][] = [
    ['Beyanname No', `${d.Number} (sürüm ${d.Version})`],
    ['Vergi yılı', String(d.Year)],
    ['Beyan eden', registry ? payerName(registry) : '-'],
    ['Kimlik / Vergi No', registry?.pid_no ? maskIdentityNumber(registry.pid_no) : '-'],
    ['Sicil No', d.RegistryNo],
    ['Konu', d.Title],
    ['Beyan tarihi', formatDateTr(istanbulDateOf(d.FiledAt))],
    ['Durum', d.StatusName],
    // Filed under a grant: the receipt names who acted as well as whose declaration it is.
    ...(d.ActedBy ? [['İşlemi Yapan', d.ActedBy] as [string, string]] : []),
  ];
  for (const [k, v] of info) {
    pdf.font('B').text(`${k}: `, left, pdf.y, { continued: true, width }).font('R').text(v);
  }
  let y = pdf.y + 12;
  const row = (columns: PdfColumn[], cells: string[], bold = false) => {
    if (y + 40 > bottom) {
      pdf.addPage();
      y = MARGIN;
    }
    y = pdfTableRow(pdf, columns, left, y, cells, { bold, fill: bold ? '#e9ecef' : undefined });
  };
  const amount = 90;
  const explain: PdfColumn[] = [
    { title: 'Kalem', width: 130, align: 'left' },
    { title: 'Hesap ve dayanak', width: width - 130 - amount, align: 'left' },
    { title: 'Tutar', width: amount, align: 'right' },
  ];
  row(
    explain,
    explain.map((c) => c.title),
    true,
  );
  for (const l of calc.Explanation) {
    const basis = [
      l.Formula,
      l.Source ? `Tablo: ${l.Source.Table}${l.Source.Year ? ` ${l.Source.Year}` : ''} — ${l.Source.Row}` : null,
      l.Law,
    ]
      .filter(Boolean)
      .join('\n');
    row(explain, [l.Label, basis, l.AmountKurus === null ? '' : formatTl(l.AmountKurus)]);
  }
  row(explain, ['Yıllık vergi', '', formatTl(calc.AnnualKurus)], true);
  y += 14;
  const inst: PdfColumn[] = [
    { title: 'Taksit', width: 80, align: 'left' },
    { title: 'Son ödeme tarihi', width: width - 80 - amount, align: 'left' },
    { title: 'Tutar', width: amount, align: 'right' },
  ];
  row(
    inst,
    inst.map((c) => c.title),
    true,
  );
  for (const i of calc.Installments) row(inst, [`${i.No}. taksit`, formatDateTr(i.DueDate), formatTl(i.Kurus)]);
  y += 18;
  if (y + 60 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  pdf
    .font('B')
    .fontSize(9)
    .text(`Doğrulama kodu: ${d.VerificationCode}`, left, y, { width })
    .font('R')
    .fillColor('#555555')
    .text(`Bu alındı ${declarationVerificationUrl(settings, d.VerificationCode)} adresinden doğrulanabilir.`, {
      width,
    });
  pdf.end();
  return { number: d.Number, pdf: await done };
}

/** GET /api/declaration/receipt/<oid>: the signed-in member's own declaration receipt, for a plain link. */
export function registerReceiptRoute(app: FastifyInstance, database: Database, settings: Settings) {
  app.get<{ Params: { oid: string } }>(
    '/api/declaration/receipt/:oid',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = request.cookies[sessionCookie(settings)];
      const session = id ? await loadSession(database, settings, id) : null;
      if (!session) throw unauthenticated();
      const oid = Number(request.params.oid);
      if (!Oid.safeParse(oid).success) throw notFound('Beyanname bulunamadı.');
      // A grantee who filed it for the owner reads it under the owner's registry while the grant runs.
      const filedForOwner = await filedFor(database, session.memberOid, oid);
      const registryOid = filedForOwner
        ? ((await versionRow(database, oid))?.registry_oid ?? 0)
        : await registryOfMember(database, session.memberOid);
      const { number, pdf } = await declarationReceiptPdf(database, settings, oid, registryOid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="beyanname-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
