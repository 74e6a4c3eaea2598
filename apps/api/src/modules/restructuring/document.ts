import type { PlanDetail } from '@e-belediye/contracts';
import { istanbulDateOf, todayInIstanbul } from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { notFound, unauthenticated } from '../../http/errors.js';
import type { ModuleDeps } from '../../http/module.js';
import { loadSession, sessionCookie } from '../auth/index.js';
import { a4Document, formatTl, type PdfColumn, pdfBytes, pdfTableRow } from '../receipts/index.js';
import { payerName, registryByOid, registryOfMember } from '../registries/index.js';
import { planById, planDetail } from './plans.js';

const MARGIN = 40;
// An instant's Turkish day; a plain 'YYYY-MM-DD' stays that day.
const trDate = (iso: string) =>
  (iso.length > 10 ? istanbulDateOf(iso) : iso.slice(0, 10)).split('-').reverse().join('.');

export const StatusNames = {
  ACTIVE: 'Devam ediyor',
  AT_RISK: 'Gecikmede',
  BROKEN: 'Bozuldu',
  COMPLETED: 'Tamamlandı',
  CANCELLED: 'İptal edildi',
} as const;

export const planVerificationUrl = (publicUrl: string, code: string) => `${publicUrl}/yapilandirma-dogrula/${code}`;

/** The plan on A4: who, which debts were closed into it, the installments and the verification code with its QR. */
export async function planPdf(
  plan: PlanDetail,
  holder: { name: string; registryNo: string },
  municipalityName: string,
  verificationUrl: string,
): Promise<Buffer> {
  const pdf = a4Document({
    Title: `Yapılandırma Planı ${plan.PlanNo}`,
    Author: municipalityName,
    Subject: 'Borç yapılandırma planı (e-Belediye)',
    CreationDate: new Date(plan.CreatedAt),
  });
  const done = pdfBytes(pdf);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN;
  pdf.font('B').fontSize(13).text(municipalityName, left, MARGIN, { width, align: 'center' });
  pdf.fontSize(11).text(`Borç Yapılandırma Planı — ${plan.PlanNo}`, { width, align: 'center' });
  pdf
    .font('R')
    .fontSize(9)
    .text(plan.CampaignTitle, { width, align: 'center' })
    .moveDown(0.8)
    .text(`Borçlu: ${holder.name}    Sicil No: ${holder.registryNo}`, left)
    .text(`Başvuru tarihi: ${trDate(plan.CreatedAt)}    Durum: ${StatusNames[plan.Status]}`)
    .text(
      `Ana para: ${formatTl(plan.PrincipalKurus)}    Yİ-ÜFE tutarı: ${formatTl(plan.IndexKurus)}    ` +
        `Katsayı farkı: ${formatTl(plan.SurchargeKurus)}    Toplam: ${formatTl(plan.TotalKurus)}`,
    )
    .text(`Silinen gecikme zammı: ${formatTl(plan.ForgivenLateFeeKurus)}`);
  let y = pdf.y + 10;
  const table = (columns: PdfColumn[], rows: string[][]) => {
    const titles = columns.map((c) => c.title);
    y = pdfTableRow(pdf, columns, left, y, titles, { bold: true, fill: '#e9ecef' });
    for (const cells of rows) {
      if (y + 30 > bottom) {
        pdf.addPage();
        y = pdfTableRow(pdf, columns, left, MARGIN, titles, { bold: true, fill: '#e9ecef' });
      }
      y = pdfTableRow(pdf, columns, left, y, cells, {});
    }
  };
  pdf.font('B').text('Yapılandırılan borçlar', left, y);
  y = pdf.y + 4;
  table(
    [
      { title: 'Borç', width: width - 180, align: 'left' },
      { title: 'Vade', width: 80, align: 'center' },
      { title: 'Ana para', width: 100, align: 'right' },
    ],
    plan.Debts.map((d) => [d.Description, trDate(d.DueDate), formatTl(d.PrincipalKurus)]),
  );
  y += 12;
  pdf.font('B').text('Taksitler', left, y);
  y = pdf.y + 4;
  const money = 86;
  table(
    [
      { title: 'No', width: width - 80 - 4 * money, align: 'center' },
      { title: 'Vade', width: 80, align: 'center' },
      { title: 'Ana para', width: money, align: 'right' },
      { title: 'Yİ-ÜFE', width: money, align: 'right' },
      { title: 'Katsayı farkı', width: money, align: 'right' },
      { title: 'Taksit', width: money, align: 'right' },
    ],
    plan.Rows.map((r) => [
      String(r.No),
      trDate(r.DueDate),
      formatTl(r.PrincipalKurus),
      formatTl(r.IndexKurus),
      formatTl(r.SurchargeKurus),
      formatTl(r.TotalKurus),
    ]),
  );
  if (y + 120 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 14;
  const qr = await QRCode.toBuffer(verificationUrl, { margin: 1, width: 90 });
  pdf.image(qr, left, y, { width: 90 });
  pdf
    .font('R')
    .fontSize(8.5)
    .text(
      'Taksitler vadesinde ödenmezse plan kanunun öngördüğü şekilde bozulur; silinen gecikme zammı ödenmeyen kısım ' +
        'için yeniden hesaplanır. Bu belgenin doğruluğunu aşağıdaki kodla sorgulayabilirsiniz.',
      left + 100,
      y,
      { width: width - 100 },
    )
    .font('B')
    .text(`Doğrulama kodu: ${plan.VerificationCode}`)
    .font('R')
    .text(verificationUrl);
  pdf.end();
  return done;
}

/** GET /api/restructuring/plan/:oid — the member's own plan as a PDF (a plain link, so the session cookie decides). */
export function registerPlanRoutes(app: FastifyInstance, { database, settings }: ModuleDeps) {
  app.get<{ Params: { oid: string } }>(
    '/api/restructuring/plan/:oid',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = request.cookies[sessionCookie(settings)];
      const session = id ? await loadSession(database, settings, id) : null;
      if (!session) throw unauthenticated();
      const oid = Number(request.params.oid);
      const plan = Number.isInteger(oid) && oid > 0 && oid < 2 ** 31 ? await planById(database.db, oid) : undefined;
      if (!plan || plan.registry_oid !== (await registryOfMember(database, session.memberOid))) {
        throw notFound('Yapılandırma planı bulunamadı.');
      }
      const registry = await registryByOid(database, plan.registry_oid);
      const detail = await planDetail(database.db, plan, todayInIstanbul());
      const bytes = await planPdf(
        detail,
        { name: registry ? payerName(registry) : '-', registryNo: registry?.registry_no ?? '-' },
        settings.app.MunicipalityName,
        planVerificationUrl(settings.publicUrl, plan.verification_code),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="yapilandirma-${plan.plan_no}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
