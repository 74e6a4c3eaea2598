import { randomBytes } from 'node:crypto';
import { esc, page } from '../html.js';
import { methodNotAllowed, readBody, sendHtml } from '../http.js';
import type { Simulator } from '../simulator.js';
import { type BankDebt, BranchClient, type BranchConfig } from './client.js';

const lira = (kurus: number) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kurus / 100)} TL`;

/** Why the municipality says a debt cannot be collected now, as the teller tells the payer. */
const HELD: Record<string, string> = {
  PAYMENT_ORDER: 'kartla ödemesi sürüyor',
  RESTRUCTURING_PLAN: 'yapılandırma planına bağlı',
  DEPOSIT_NETTING: 'güvence bedeli mahsubunda',
  BANK_COLLECTION: 'başka bir tahsilatta işlemde',
};

const queryForm = (pidNo = '') => `
<form method="get" action="/sube">
  <label for="pidNo">T.C. Kimlik No / Vergi No</label>
  <input id="pidNo" name="pidNo" inputmode="numeric" autocomplete="off" required pattern="\\d{10,11}" value="${esc(pidNo)}">
  <button type="submit">Borçları sorgula</button>
</form>`;

function debtsTable(pidNo: string, payerName: string, debts: readonly BankDebt[]): string {
  if (debts.length === 0) return `<p>${esc(payerName)} adına açık borç yok.</p>`;
  const rows = debts
    .map((d) => {
      const id = `borc-${d.AccrualOid}`;
      const box = d.Collectable
        ? `<input type="checkbox" id="${id}" name="accrual" value="${d.AccrualOid}" data-total="${d.TotalKurus}">`
        : '';
      return (
        `<tr><td>${box}</td><td><label for="${id}">${esc(d.RevenueName)} ${d.Year}/${d.InstallmentNo}</label></td>` +
        `<td>${esc(d.DueDate)}</td><td>${lira(d.PrincipalKurus)}</td><td>${lira(d.LateFeeKurus)}</td>` +
        `<td>${lira(d.TotalKurus)}</td><td>${d.Collectable ? 'Tahsil edilebilir' : `Tahsil edilemez: ${esc(HELD[d.HeldBy ?? ''] ?? d.HeldBy ?? '')}`}</td></tr>`
      );
    })
    .join('');
  return `
<p>Mükellef: <strong>${esc(payerName)}</strong>. Aynı gelir türünde önce vadesi en eski borçlar ödenir.</p>
<form method="post" action="/sube/tahsil">
  <input type="hidden" name="pidNo" value="${esc(pidNo)}">
  <table>
    <caption class="muted">Açık borçlar (bugünkü gecikme zammıyla)</caption>
    <thead><tr><th scope="col"><span class="muted">Seç</span></th><th scope="col">Borç</th><th scope="col">Vade</th>
    <th scope="col">Anapara</th><th scope="col">Gecikme zammı</th><th scope="col">Toplam</th><th scope="col">Durum</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <p><button type="submit">Seçilenleri tahsil et</button></p>
</form>`;
}

/**
 * /sube: a bank teller's screen. A person types a T.C. no, sees the debts the municipality reports and collects
 * the chosen ones; the portal answers the receipt (or why not) exactly as it answers a bank's core system.
 */
export function createBranchSimulator(config: BranchConfig): Simulator {
  const client = new BranchClient(config);
  return {
    path: '/sube',
    name: 'Banka Şubesi (anlaşmalı banka tahsilatı)',
    description: `Şube gişesi: T.C. Kimlik No ile belediye borçlarını sorgular ve tahsil eder (${config.portalUrl}/kanal/api).`,
    async handle(ctx) {
      const path = ctx.url.pathname;
      if (path === '/sube' || path === '/sube/') {
        if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
          methodNotAllowed(ctx.res, ['GET']);
          return true;
        }
        const pidNo = (ctx.url.searchParams.get('pidNo') ?? '').trim();
        let body = queryForm(pidNo);
        if (pidNo) {
          const answer = await client.debts({ pidNo }).catch(() => null);
          body +=
            answer === null
              ? '<p class="error" role="alert">Belediyeye ulaşılamadı.</p>'
              : answer.status === 200
                ? debtsTable(pidNo, answer.body.PayerName, answer.body.Debts)
                : `<p class="error" role="alert">${esc(answer.body.Message ?? String(answer.status))}</p>`;
        }
        sendHtml(ctx.res, 200, page('Banka Şubesi — Belediye Tahsilatı', 'Belediye borcu tahsilatı', body));
        return true;
      }
      if (path === '/sube/tahsil') {
        if (ctx.method !== 'POST') {
          methodNotAllowed(ctx.res, ['POST']);
          return true;
        }
        // Checkboxes repeat their name: the raw form keeps every chosen debt.
        const form = new URLSearchParams(await readBody(ctx.req));
        const pidNo = form.get('pidNo') ?? '';
        const oids = form.getAll('accrual').map(Number).filter(Number.isInteger);
        const debts = await client.debts({ pidNo });
        const chosen = (debts.body.Debts ?? []).filter((d) => oids.includes(d.AccrualOid));
        const reference = `GISE-${randomBytes(6).toString('hex').toUpperCase()}`;
        const answer = chosen.length
          ? await client.collect({
              pidNo,
              bankReference: reference,
              accrualOids: chosen.map((d) => d.AccrualOid),
              totalKurus: chosen.reduce((s, d) => s + d.TotalKurus, 0),
              branchCode: '0421',
            })
          : null;
        const result =
          answer === null
            ? '<p class="error" role="alert">Tahsil edilecek borç seçilmedi.</p>'
            : answer.status === 200
              ? `<p role="status">Tahsil edildi. Makbuz no <strong>${esc(answer.body.ReceiptNo)}</strong>, tutar
${lira(answer.body.TotalKurus)}, banka referansı <code>${esc(answer.body.BankReference)}</code>, doğrulama kodu
<code>${esc(answer.body.VerificationCode)}</code>.</p>`
              : `<p class="error" role="alert">${esc(answer.body.Message ?? '')} <span class="muted">(${esc(answer.body.Code ?? '')})</span></p>`;
        sendHtml(
          ctx.res,
          200,
          page(
            'Banka Şubesi — Tahsilat sonucu',
            'Tahsilat sonucu',
            `${result}<p><a href="/sube?pidNo=${encodeURIComponent(pidNo)}">Borçlara dön</a></p>`,
          ),
        );
        return true;
      }
      return false;
    },
  };
}
