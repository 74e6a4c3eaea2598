import { esc, page } from '../html.js';
import { fullName, maskTckn, type Person } from '../population.js';
import type { FaultMode } from './store.js';

export const edevletBase = '/edevlet/OAuth2AuthorizationServer';
export const paths = {
  authorize: `${edevletBase}/AuthorizationController`,
  decide: `${edevletBase}/AuthorizationController/decide`,
  token: `${edevletBase}/AccessTokenController`,
  authenticate: `${edevletBase}/AuthenticationController`,
} as const;

/** The parameters of an authorization request, carried through the page as hidden fields. */
export interface AuthorizationRequest {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state: string;
  scope: string;
}

const faultLabels: Record<FaultMode, string> = {
  normal: 'Normal',
  'null-token': 'Boş token (token uç noktası null döner)',
  'wrong-code': 'Hatalı sonuç kodu (EDV09.006)',
};

const pageTitle = 'e-Devlet Kapısı — Kimlik Doğrulama (Simülatör)';

export function authorizationPage(request: AuthorizationRequest, people: readonly Person[]): string {
  const hidden = (Object.keys(request) as Array<keyof AuthorizationRequest>)
    .map((name) => `<input type="hidden" name="${name}" value="${esc(request[name])}">`)
    .join('\n');
  const faults = (Object.keys(faultLabels) as FaultMode[])
    .map(
      (mode) =>
        `<div><input type="radio" id="fault-${mode}" name="fault" value="${mode}"` +
        `${mode === 'normal' ? ' checked' : ''}>` +
        ` <label for="fault-${mode}">${esc(faultLabels[mode])}</label></div>`,
    )
    .join('\n');
  const list = people
    .map(
      (p, i) =>
        `<li><span id="person-${i}">${esc(fullName(p))} <span class="muted">(${esc(maskTckn(p.tckn))})</span></span>` +
        ` <button type="submit" name="kimlikNo" value="${esc(p.tckn)}" aria-describedby="person-${i}">` +
        'Bu kişi olarak giriş yap</button></li>',
    )
    .join('\n');
  return page(
    pageTitle,
    pageTitle,
    `<p><strong>${esc(request.client_id)}</strong> kurumu kimliğinizi doğrulamak istiyor.</p>
<p class="muted">İstenen kapsam: <code>${esc(request.scope || '—')}</code>.
Dönüş adresi: <code>${esc(request.redirect_uri)}</code></p>
<form method="post" action="${paths.decide}">
${hidden}
<fieldset>
<legend>Hata modu</legend>
${faults}
</fieldset>
<h2>Test vatandaşları</h2>
<ul class="people">
${list}
</ul>
<p><button type="submit" name="vazgec" value="1" class="secondary">Vazgeç</button></p>
</form>`,
  );
}

export function authorizationErrorPage(problems: string[]): string {
  return page(
    'e-Devlet Kapısı — Hata (Simülatör)',
    'Geçersiz kimlik doğrulama isteği',
    `<p class="error">İstek işlenemedi:</p>
<ul>${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>
<p>Lütfen başvurduğunuz kurumun sayfasına dönüp yeniden deneyin.</p>`,
  );
}

export function edevletInfoPage(clientId: string): string {
  const rows: Array<[string, string, string]> = [
    ['GET', paths.authorize, 'Yetkilendirme sayfası (response_type=code, client_id, redirect_uri, state, scope)'],
    [
      'POST',
      paths.token,
      'Erişim anahtarı (grant_type=authorization_code, code, redirect_uri, client_id, client_secret)',
    ],
    ['POST', paths.authenticate, 'Kişi bilgisi (clientId, accessToken, resourceId=1, kapsam=Ad-Soyad)'],
  ];
  return page(
    'e-Devlet Kapısı OAuth2 (Simülatör)',
    'e-Devlet Kapısı OAuth2 (Simülatör)',
    `<p>Kurum girişi için OAuth2 yetkilendirme kodu akışı. Tanımlı kurum: <code>${esc(clientId)}</code>.</p>
<table>
<caption class="muted">Uç noktalar</caption>
<thead><tr><th scope="col">Yöntem</th><th scope="col">Adres</th><th scope="col">Açıklama</th></tr></thead>
<tbody>${rows.map(([m, p, d]) => `<tr><td>${m}</td><td><code>${esc(p)}</code></td><td>${esc(d)}</td></tr>`).join('\n')}
</tbody>
</table>`,
  );
}
