import { esc, page } from '../html.js';
import { behaviourInfo, type CardBrand, testCards } from './cards.js';

export type Family = 'estv3' | 'payflex';

const schemes: Record<CardBrand, string> = {
  VISA: 'Visa Secure',
  MASTERCARD: 'Mastercard Identity Check',
  TROY: 'TROY Secure',
  AMEX: 'American Express SafeKey',
};

export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
}

export interface AcsView {
  /** The issuer as the cardholder knows it, e.g. 'T.C. Ziraat Bankası A.Ş.'. */
  issuer: string;
  brand: CardBrand;
  merchantName: string;
  /** Already formatted, e.g. '₺100,25'. */
  amount: string;
  /** '4546 71** **** 7894' */
  maskedPan: string;
  /** Where Onayla / İptal post. */
  action: string;
  hidden: Record<string, string>;
  /** The code the simulator accepts, printed in the simulator note. */
  code: string;
}

/** The issuer's 3-D Secure challenge, in Turkish, as a cardholder sees it after the merchant's redirect. */
export function acsPage(view: AcsView): string {
  const title = `${view.issuer} — 3D Secure Doğrulama`;
  return page(
    title,
    '3D Secure Doğrulama',
    `<p><strong>${esc(view.issuer)}</strong> · ${esc(schemes[view.brand])}</p>
<table>
<caption class="muted">İşlem bilgileri</caption>
<tbody>
<tr><th scope="row">İşyeri</th><td>${esc(view.merchantName)}</td></tr>
<tr><th scope="row">Tutar</th><td><strong>${esc(view.amount)}</strong></td></tr>
<tr><th scope="row">Kart numarası</th><td>${esc(view.maskedPan)}</td></tr>
</tbody>
</table>
<form method="post" action="${esc(view.action)}">
${hiddenInputs(view.hidden)}
<p><label for="code">Cep telefonunuza gönderilen doğrulama kodunu giriniz</label></p>
<p><input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"
 pattern="[0-9]{6}" aria-describedby="sim-note"></p>
<p><button type="submit" name="islem" value="onayla">Onayla</button>
<button type="submit" name="islem" value="iptal" class="secondary" formnovalidate>İptal</button></p>
</form>
<p id="sim-note" class="muted" role="note"><strong>Simülatör notu:</strong> doğrulama kodu her zaman
<code>${esc(view.code)}</code>. Gerçek bankada bu kod SMS ile gelir.</p>`,
  );
}

const submitScript = 'document.forms[0].submit()';
// Posts into the hidden frame first, then navigates the window: the merchant receives the same fields twice.
const duplicateScript = 'document.forms[1].submit();setTimeout(function(){document.forms[0].submit()},300)';

export interface CallbackPage {
  html: string;
  script: string;
  frames: boolean;
}

/** The browser-side POST back to the merchant (okUrl, failUrl, SuccessUrl …): auto-submitted, with a button. */
export function callbackPage(url: string, fields: Record<string, string>, duplicate: boolean): CallbackPage {
  const hidden = hiddenInputs(fields);
  const second = duplicate
    ? `
<form method="post" action="${esc(url)}" target="tekrar">
${hidden}
<button type="submit" class="secondary">Tekrar gönder</button>
</form>
<iframe name="tekrar" title="Tekrar gönderim" hidden></iframe>`
    : '';
  const script = duplicate ? duplicateScript : submitScript;
  const html = page(
    'İşyerine yönlendiriliyorsunuz',
    'İşyerine yönlendiriliyorsunuz',
    `<p>Ödeme sonucunuz işyerine iletiliyor. Sayfa kendiliğinden ilerlemezse “Devam” düğmesine basın.</p>
<form method="post" action="${esc(url)}">
${hidden}
<button type="submit">Devam</button>
</form>${second}
<script>${script}</script>`,
  );
  return { html, script, frames: duplicate };
}

/** The 'lost callback' ending: the bank says it is done and never posts back. */
export function donePage(note: string): string {
  return page(
    'İşlem tamamlandı',
    'İşlem tamamlandı',
    `<p>İşleminiz tamamlandı. Bu pencereyi kapatabilirsiniz.</p>
<p class="muted" role="note"><strong>Simülatör notu:</strong> ${esc(note)}</p>`,
  );
}

export function bankErrorPage(title: string, problems: string[]): string {
  return page(
    title,
    title,
    `<p class="error">İstek işlenemedi:</p>
<ul>${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>
<p>Lütfen işyerinin sayfasına dönüp yeniden deneyin.</p>`,
  );
}

export function testCardList(family: Family) {
  return testCards.map((card) => ({
    number: card.number,
    brand: card.brand,
    behaviour: card.behaviour,
    title: behaviourInfo[card.behaviour].title,
    description: behaviourInfo[card.behaviour][family],
  }));
}

/** The test-card table of a simulator's start page. */
export function testCardTable(family: Family): string {
  const rows = testCardList(family)
    .map(
      (card) =>
        `<tr><td><code>${esc(card.number.replace(/(.{4})(?=.)/g, '$1 '))}</code></td><td>${esc(card.brand)}</td>` +
        `<td>${esc(card.title)}</td><td>${esc(card.description)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption class="muted">Test kartları: son kullanma gelecekte herhangi bir ay, CVV herhangi 3 hane</caption>
<thead><tr><th scope="col">Kart</th><th scope="col">Marka</th><th scope="col">Davranış</th>
<th scope="col">Ayrıntı</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export function endpointTable(rows: Array<[string, string, string]>): string {
  return `<table>
<caption class="muted">Uç noktalar</caption>
<thead><tr><th scope="col">Yöntem</th><th scope="col">Adres</th><th scope="col">Açıklama</th></tr></thead>
<tbody>
${rows.map(([m, p, d]) => `<tr><td>${esc(m)}</td><td><code>${esc(p)}</code></td><td>${esc(d)}</td></tr>`).join('\n')}
</tbody>
</table>`;
}
