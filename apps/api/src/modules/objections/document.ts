import { istanbulDateOf, type ObjectionView } from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { notFound, unauthenticated } from '../../http/errors.js';
import type { ModuleDeps } from '../../http/module.js';
import { loadSession, sessionCookie } from '../auth/index.js';
import { a4Document, formatTl, pdfBytes } from '../receipts/index.js';
import { payerName, registryByOid } from '../registries/index.js';
import { caseView, decisionVerificationUrl, decisionWord } from './cases.js';

const MARGIN = 40;
const trDate = (iso: string) => (iso.length > 10 ? istanbulDateOf(iso) : iso).split('-').reverse().join('.');

/** The decision on A4: the case, the debt, the decision with its article, the legal remedy and the QR code. */
export async function decisionPdf(
  view: ObjectionView,
  holder: { name: string; registryNo: string },
  municipalityName: string,
  verificationUrl: string,
): Promise<Buffer> {
  const d = view.DecisionDetail!;
  const pdf = a4Document({
    Title: `İtiraz Kararı ${view.CaseNo}`,
    Author: municipalityName,
    Subject: 'Tahakkuka itiraz / düzeltme başvurusu kararı (e-Belediye)',
    CreationDate: new Date(d.DecidedAt),
  });
  const done = pdfBytes(pdf);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('B').fontSize(13).text(municipalityName, left, MARGIN, { width, align: 'center' });
  pdf.fontSize(11).text(`İtiraz ve Düzeltme Başvurusu Kararı — ${view.CaseNo}`, { width, align: 'center' });
  pdf
    .font('R')
    .fontSize(9.5)
    .moveDown(0.8)
    .text(`Başvuran: ${holder.name}    Sicil No: ${holder.registryNo}`, left)
    .text(`Başvuru tarihi: ${trDate(view.CreatedAt)}    Karar tarihi: ${trDate(d.DecidedAt)}`)
    .moveDown(0.5)
    .font('B')
    .text('İtiraz edilen tahakkuk')
    .font('R')
    .text(`${view.Accrual.RevenueName} — ${view.Accrual.Description}`)
    .text(
      `Vade: ${trDate(view.Accrual.DueDate)}    Tahakkuk eden: ${formatTl(view.AccruedKurus)}    ` +
        `Düzeltilmiş tutar: ${formatTl(d.CorrectedKurus)}`,
    )
    .moveDown(0.5)
    .font('B')
    .text(`Karar: ${decisionWord(d.Decision)}`)
    .font('R')
    .text(`Gerekçe: ${d.Reason}`, { width })
    .text(`Dayanak: ${d.Article}`);
  if (d.RefundKurus > 0) pdf.text(`Fazla ödenen tutarın iadesi için talep açıldı: ${formatTl(d.RefundKurus)}`);
  if (d.NettedKurus > 0) pdf.text(`Fazla ödenen tutar diğer borçlara mahsup edildi: ${formatTl(d.NettedKurus)}`);
  pdf
    .moveDown(0.5)
    .font('B')
    .text('Kanun yolu')
    .font('R')
    .text(
      `Bu karara karşı tebliğinden itibaren ${d.RemedyDays} gün içinde ${d.RemedyCourt.toLocaleLowerCase('tr')}nde ` +
        `dava açılabilir (${d.RemedyArticle}).`,
      { width },
    );
  const y = pdf.y + 14;
  const qr = await QRCode.toBuffer(verificationUrl, { margin: 1, width: 90 });
  pdf.image(qr, left, y, { width: 90 });
  pdf
    .fontSize(8.5)
    .text('Bu belgenin doğruluğunu aşağıdaki kodla sorgulayabilirsiniz.', left + 100, y, { width: width - 100 })
    .font('B')
    .text(`Doğrulama kodu: ${d.VerificationCode}`)
    .font('R')
    .text(verificationUrl);
  pdf.end();
  return done;
}

/**
 * GET /api/objections/:caseNo/decision.pdf — the member's own decided case (session cookie), or anyone's with its
 * verification code (?kod=), as a receipt opens.
 */
export function registerDecisionRoutes(app: FastifyInstance, { database, settings }: ModuleDeps) {
  app.get<{ Params: { caseNo: string }; Querystring: { kod?: string } }>(
    '/api/objections/:caseNo/decision.pdf',
    { schema: { hide: true } },
    async (request, reply) => {
      const caseNo = String(request.params.caseNo).toUpperCase();
      const code = typeof request.query.kod === 'string' ? request.query.kod.trim().toUpperCase() : '';
      const id = request.cookies[sessionCookie(settings)];
      const session = id ? await loadSession(database, settings, id) : null;
      if (!session && !code) throw unauthenticated();
      const row = await database.db
        .selectFrom('objection')
        .selectAll()
        .where('case_no', '=', caseNo)
        .where('status', '=', 'DECIDED')
        .executeTakeFirst();
      const mine = row && session && row.member_oid === session.memberOid;
      if (!row || (!mine && code !== row.verification_code)) throw notFound('Karar bulunamadı.');
      const [view, registry] = await Promise.all([
        caseView(database, row, false),
        registryByOid(database, row.registry_oid),
      ]);
      const bytes = await decisionPdf(
        view,
        { name: registry ? payerName(registry) : '-', registryNo: registry?.registry_no ?? '-' },
        settings.app.MunicipalityName,
        decisionVerificationUrl(settings, row.verification_code),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="itiraz-karari-${row.case_no}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
