import { esc, page } from '../../html.js';
import { type BanksConfig, estBanks } from '../config.js';
import { endpointTable, hiddenInputs, testCardTable } from '../pages.js';
import { estBankInfo } from './outcome.js';

export interface CardEntryView {
  issuer: string;
  merchantName: string;
  amount: string;
  action: string;
  token: string;
  error?: string;
}

/** The bank-hosted card form of the 3d_pay_hosting and 3d_host models. */
export function cardEntryPage(view: CardEntryView): string {
  const title = `${view.issuer} — Güvenli Ödeme`;
  const invalid = view.error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return page(
    title,
    'Kart bilgileri',
    `<p><strong>${esc(view.issuer)}</strong> güvenli ödeme sayfası</p>
<p>İşyeri: <strong>${esc(view.merchantName)}</strong> · Tutar: <strong>${esc(view.amount)}</strong></p>
${view.error ? `<p id="card-error" class="error" role="alert">${esc(view.error)}</p>` : ''}
<form method="post" action="${esc(view.action)}">
${hiddenInputs({ token: view.token })}
<p><label for="holder">Kart üzerindeki isim</label><br>
<input id="holder" name="holder" autocomplete="cc-name" maxlength="64"></p>
<p><label for="pan">Kart numarası</label><br>
<input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${invalid}></p>
<p><label for="month">Son kullanma ayı (AA)</label>
<input id="month" name="month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" size="3" required>
<label for="year">yılı (YY)</label>
<input id="year" name="year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="2" size="3" required></p>
<p><label for="cvv">Güvenlik kodu (CVV)</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" size="5" required></p>
<p><button type="submit" name="islem" value="ode">Ödemeye devam et</button>
<button type="submit" name="islem" value="iptal" class="secondary" formnovalidate>İptal</button></p>
</form>`,
  );
}

export function estInfoPage(config: BanksConfig): string {
  const banks = estBanks
    .map((bank) => {
      const m = config.estv3[bank];
      return `<tr><td>${esc(estBankInfo[bank].name)} (${estBankInfo[bank].eft})</td><td><code>/estv3/${bank}</code></td>
<td><code>${esc(m.clientId)}</code></td><td><code>${esc(m.apiUser)}</code></td></tr>`;
    })
    .join('\n');
  const b = '/estv3/{banka}';
  return page(
    'NestPay / EstV3 sanal POS (Simülatör)',
    'NestPay / EstV3 sanal POS (Simülatör)',
    `<p>Payten (Asseco) EstV3 altyapısı: 3D, 3D Pay, 3D Pay Hosting ve 3D Host modelleri, ver3 (SHA-512) hash,
/fim/api XML (CC5Request) provizyon, iptal, iade ve sipariş sorgusu.</p>
<table>
<caption class="muted">Bankalar (store key ve API şifresi ortam değişkenlerindedir)</caption>
<thead><tr><th scope="col">Banka</th><th scope="col">Önek</th><th scope="col">clientid</th>
<th scope="col">API kullanıcısı</th></tr></thead>
<tbody>
${banks}
</tbody>
</table>
<h2>Uç noktalar</h2>
${endpointTable([
  [
    'POST',
    `${b}/fim/est3Dgate`,
    '3D formu (tarayıcıdan): clientid, storetype, amount, oid, okUrl, failUrl, rnd, hash …',
  ],
  [
    'POST',
    `${b}/fim/api`,
    'CC5Request XML (UTF-8 ya da ISO-8859-9): Auth, PreAuth, PostAuth, Void, Credit, ORDERSTATUS',
  ],
  ['GET', `${b}/orders.json`, 'Siparişler, işlemler ve gönderilen dönüşler (DELETE ile temizlenir)'],
  ['POST', `${b}/replay-callback`, '{"oid": …} → son dönüşün adresi ve alanları (tekrar POST etmek için)'],
  ['POST', `${b}/faults`, '{"failNext": N, "mode": "timeout" | "error"} → sonraki N /fim/api çağrısı başarısız'],
  ['GET', '/estv3/test-cards', 'Test kartları (JSON)'],
])}
<p>ACS sayfasındaki doğrulama kodu: <code>${esc(config.acsCode)}</code>. Zaman aşımı süresi:
${Math.round(config.timeoutMs / 1000)} sn.</p>
<h2>Test kartları</h2>
${testCardTable('estv3')}`,
  );
}
