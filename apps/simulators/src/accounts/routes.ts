import { esc, page } from '../html.js';
import { methodNotAllowed, parseJson, readBody, sendHtml, sendJson } from '../http.js';
import { fullName, type Person } from '../population.js';
import type { Simulator } from '../simulator.js';

export const holderPath = '/accounts/holder';

/** An account number that never answers in time: the portal's time limit is what the citizen meets. */
export const SLOW_ACCOUNT = '0000009999999999';

/** ISO 13616 mod-97 of a Turkish IBAN (letters as two digits: T = 29, R = 27). */
const mod97 = (digits: string) => [...digits].reduce((rem, ch) => (rem * 10 + Number(ch)) % 97, 0);
const validIban = (iban: string) => /^TR\d{24}$/.test(iban) && mod97(`${iban.slice(4)}2927${iban.slice(2, 4)}`) === 1;

/** An IBAN of the simulated banks: bank code (5 digits), a reserved 0, then the 16-digit account number. */
export function simulatedIban(bankCode5: string, account16: string): string {
  const bban = `${bankCode5}0${account16}`;
  return `TR${String(98 - mod97(`${bban}292700`)).padStart(2, '0')}${bban}`;
}

export interface Holder {
  Iban: string;
  HolderIdentityNumber: string;
  /** The name on the account; the bank discloses a company's tax number only, so a company's is null. */
  HolderName: string | null;
}

/**
 * Who holds an account. The simulated banks keep one account per test person, numbered 00000 + T.C. Kimlik No,
 * and one per company, numbered 000000 + Vergi No; every other number is unknown.
 */
export function holderOf(people: readonly Person[], iban: string): Holder | null {
  const account = iban.slice(10);
  const person = account.startsWith('00000') ? people.find((p) => p.tckn === account.slice(5)) : undefined;
  if (person) return { Iban: iban, HolderIdentityNumber: person.tckn, HolderName: fullName(person) };
  if (/^000000\d{10}$/.test(account) && account !== SLOW_ACCOUNT) {
    return { Iban: iban, HolderIdentityNumber: account.slice(6), HolderName: null };
  }
  return null;
}

function infoPage(people: readonly Person[]): string {
  const rows = people
    .slice(0, 8)
    .map(
      (p) =>
        `<tr><td>${esc(fullName(p))}</td><td>${esc(p.tckn)}</td>` +
        `<td><code>${esc(simulatedIban('00010', `00000${p.tckn}`))}</code></td></tr>`,
    )
    .join('');
  return page(
    'Hesap Sahibi Sorgulama (Simülatör)',
    'Hesap Sahibi Sorgulama (Simülatör)',
    `<p><code>POST ${holderPath}</code> JSON <code>{ "iban": "TR…" }</code> → <code>{ Iban, HolderIdentityNumber,
HolderName }</code>. Bilinmeyen IBAN: 404 <code>UNKNOWN_IBAN</code>; geçersiz IBAN: 400.</p>
<p>Her test kişisinin her bankada bir hesabı vardır: hesap numarası <code>00000</code> + T.C. Kimlik No. Şirket
hesapları <code>000000</code> + Vergi No (unvan bildirilmez). Hesap numarası <code>${SLOW_ACCOUNT}</code> olan IBAN
hiç yanıt almaz (zaman aşımı).</p>
<table>
<thead><tr><th scope="col">Hesap sahibi</th><th scope="col">T.C. Kimlik No</th><th scope="col">Ziraat Bankası IBAN</th></tr></thead>
<tbody>${rows}</tbody>
</table>`,
  );
}

export function createAccountsSimulator({ people, slowMs = 30_000 }: { people: readonly Person[]; slowMs?: number }) {
  const simulator: Simulator = {
    path: '/accounts',
    name: 'Hesap Sahibi Sorgulama',
    description: 'IBAN ile hesap sahibinin T.C. Kimlik No / Vergi No ve adı; bilinmeyen IBAN ve zaman aşımı.',
    async handle(ctx) {
      const path = ctx.url.pathname;
      if (path === '/accounts' || path === '/accounts/') {
        if (ctx.method !== 'GET' && ctx.method !== 'HEAD') methodNotAllowed(ctx.res, ['GET']);
        else sendHtml(ctx.res, 200, infoPage(people));
        return true;
      }
      if (path !== holderPath) return false;
      if (ctx.method !== 'POST') {
        methodNotAllowed(ctx.res, ['POST']);
        return true;
      }
      const body = parseJson(await readBody(ctx.req)) as { iban?: unknown } | null;
      const iban = typeof body?.iban === 'string' ? body.iban.replace(/\s+/g, '').toUpperCase() : '';
      if (!validIban(iban)) {
        sendJson(ctx.res, 400, { Code: 'INVALID_IBAN', Message: 'Geçersiz IBAN' });
        return true;
      }
      if (iban.slice(10) === SLOW_ACCOUNT) {
        await new Promise((resolve) => setTimeout(resolve, slowMs).unref());
        if (ctx.res.destroyed) return true;
      }
      const holder = holderOf(people, iban);
      if (!holder) sendJson(ctx.res, 404, { Code: 'UNKNOWN_IBAN', Message: 'Bu IBAN ile bir hesap bulunamadı' });
      else sendJson(ctx.res, 200, holder);
      return true;
    },
  };
  return simulator;
}
