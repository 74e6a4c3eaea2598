import type { FastifyInstance } from 'fastify';

/** A cardholder's browser at the simulated bank: posts our 3D form, answers the card and ACS pages. */

const decode = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = decode(m[2]);
  return fields;
}

function postAction(html: string): string | undefined {
  const m = /<form method="post" action="([^"]+)"/.exec(html);
  return m ? decode(m[1]) : undefined;
}

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

export interface BankReturn {
  /** Where the bank sends the browser back (our callback), with the fields it posts; none when it never does. */
  callback?: { url: string; fields: Record<string, string> };
  html: string;
}

export const HOSTED_CARD = { holder: 'Ayşe Yılmaz', pan: '4546 7112 3456 7894', month: '12', year: '30', cvv: '123' };

/**
 * Follows the bank's pages until it would post back to the merchant: the hosted card page (3D Pay Hosting,
 * Common Payment) and the issuer's ACS page, answered with the SMS code. `acsAnswer` 'iptal' cancels at the ACS.
 */
export async function payAtBank(
  form: { Action: string; Fields: Record<string, string> },
  options: { code?: string; hostedCard?: Partial<typeof HOSTED_CARD>; acsAnswer?: 'onayla' | 'iptal' } = {},
): Promise<BankReturn> {
  let url = form.Action;
  let html = await (await post(url, form.Fields)).text();
  for (let step = 0; step < 4; step++) {
    const action = postAction(html);
    if (!action) return { html };
    const next = new URL(action, url).toString();
    // The bank's own card page: EstV3 3D Pay Hosting, PayFlex Common Payment.
    if (/\/fim\/hosting$|\/SecurePayment\/card$/.test(action)) {
      html = await (
        await post(next, { ...hiddenFields(html), ...HOSTED_CARD, ...options.hostedCard, islem: 'ode' })
      ).text();
    } else if (html.includes('name="code"')) {
      html = await (
        await post(next, {
          ...hiddenFields(html),
          code: options.code ?? '123456',
          islem: options.acsAnswer ?? 'onayla',
        })
      ).text();
    } else {
      return { callback: { url: next, fields: hiddenFields(html) }, html };
    }
    url = next;
  }
  throw new Error('the bank pages did not end');
}

/**
 * The browser arriving back from the bank: a cross-site form POST to the address we registered, query included,
 * with no cookie and no CSRF header; `app` is whichever instance the balancer picks.
 */
export async function backFromBank(app: FastifyInstance, cb: { url: string; fields: Record<string, string> }) {
  const url = new URL(cb.url);
  const res = await app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(cb.fields).toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}
