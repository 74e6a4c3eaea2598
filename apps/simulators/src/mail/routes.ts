import { randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { esc, page } from '../html.js';
import { methodNotAllowed, parseJson, type RequestContext, readBody, redirect, sendHtml, sendJson } from '../http.js';
import type { Simulator } from '../simulator.js';

export const mailPaths = {
  send: '/mail/send',
  inbox: '/mail/inbox',
  inboxJson: '/mail/inbox.json',
  inboxClear: '/mail/inbox/clear',
} as const;

/** What the e-mail gateway takes: one plain-text message to one address. */
const SendBody = z.object({
  from: z.string().min(1).max(200),
  to: z.email().max(200),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
});

export interface MailMessage extends z.infer<typeof SendBody> {
  id: string;
  receivedAt: string;
  /** The HTML part of a message that came over SMTP; the JSON gateway takes text only. */
  html?: string | null;
  unsubscribe?: string | null;
}

export interface MailDeps {
  /** SIM_MAIL_API_KEY: the key senders must present as `Authorization: Bearer …`. */
  apiKey: string;
  now?: () => number;
  maxMessages?: number;
}

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function inboxPage(messages: MailMessage[], filter: string, total: number): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><time datetime="${esc(m.receivedAt)}">${esc(dateFormat.format(new Date(m.receivedAt)))}</time></td>` +
        `<td>${esc(m.to)}</td><td>${esc(m.subject)}</td><td><pre>${esc(m.text)}</pre>` +
        `${m.html ? '<p class="muted">HTML bölümü de var.</p>' : ''}</td></tr>`,
    )
    .join('\n');
  const table = messages.length
    ? `<table>
<caption class="muted">En yeni ileti en üstte</caption>
<thead><tr><th scope="col">Zaman</th><th scope="col">Alıcı</th><th scope="col">Konu</th>
<th scope="col">İleti</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Gösterilecek ileti yok.</p>';
  const title = 'E-posta Gelen Kutusu (Simülatör)';
  return page(
    title,
    title,
    `<p>E-posta ağ geçidine gönderilenler (<code>POST ${mailPaths.send}</code>) burada görünür. Kutuda ${total} ileti var.</p>
<form method="get" action="${mailPaths.inbox}" role="search">
<label for="to">Alıcıya göre süz</label>
<input id="to" name="to" type="email" value="${esc(filter)}" placeholder="ad@ornek.com">
<button type="submit">Süz</button>
${filter ? `<a href="${mailPaths.inbox}">Süzgeci kaldır</a>` : ''}
</form>
<h2>İletiler</h2>
${table}
<h2>Temizlik</h2>
<form method="post" action="${mailPaths.inboxClear}">
<button type="submit" class="secondary">Gelen kutusunu boşalt</button>
</form>`,
  );
}

/**
 * An e-mail gateway with an HTTP JSON API and an inbox, so notifications can be read in development and tests;
 * `deliver` puts a message that came another way (the SMTP server, smtp.ts) in the same inbox.
 */
export function createMailSimulator({
  apiKey,
  now = Date.now,
  maxMessages = 500,
}: MailDeps): Simulator & { deliver(message: Omit<MailMessage, 'id' | 'receivedAt'>): void } {
  const messages: MailMessage[] = [];
  const deliver = (message: Omit<MailMessage, 'id' | 'receivedAt'>) => {
    messages.unshift({ ...message, id: randomUUID(), receivedAt: new Date(now()).toISOString() });
    messages.length = Math.min(messages.length, maxMessages);
  };
  const list = (to: string) =>
    to ? messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : messages.slice();

  const send = async (ctx: RequestContext) => {
    const auth = String(ctx.req.headers.authorization ?? '');
    if (!auth.startsWith('Bearer ') || !sameKey(auth.slice(7), apiKey)) {
      return sendJson(ctx.res, 401, { error: 'Geçersiz API anahtarı' });
    }
    const parsed = SendBody.safeParse(parseJson(await readBody(ctx.req)));
    if (!parsed.success) return sendJson(ctx.res, 400, { error: 'Geçersiz ileti' });
    const message = { ...parsed.data, id: randomUUID(), receivedAt: new Date(now()).toISOString() };
    messages.unshift(message);
    messages.length = Math.min(messages.length, maxMessages);
    sendJson(ctx.res, 200, { id: message.id });
  };

  return {
    deliver,
    path: '/mail',
    name: 'E-posta ağ geçidi',
    description: 'Bildirim e-postalarının gönderimi ve gelen kutusu.',
    async handle(ctx) {
      const to = (ctx.url.searchParams.get('to') ?? '').trim();
      switch (ctx.url.pathname) {
        case '/mail':
        case '/mail/':
          redirect(ctx.res, mailPaths.inbox);
          return true;
        case mailPaths.send:
          if (ctx.method === 'POST') await send(ctx);
          else methodNotAllowed(ctx.res, ['POST']);
          return true;
        case mailPaths.inbox:
          if (ctx.method === 'DELETE') {
            sendJson(ctx.res, 200, { deleted: messages.splice(0).length });
          } else if (ctx.method === 'GET' || ctx.method === 'HEAD') {
            sendHtml(ctx.res, 200, inboxPage(list(to), to, messages.length));
          } else methodNotAllowed(ctx.res, ['GET', 'DELETE']);
          return true;
        case mailPaths.inboxJson:
          if (ctx.method === 'GET' || ctx.method === 'HEAD') sendJson(ctx.res, 200, { messages: list(to) });
          else methodNotAllowed(ctx.res, ['GET']);
          return true;
        case mailPaths.inboxClear:
          if (ctx.method !== 'POST') methodNotAllowed(ctx.res, ['POST']);
          else {
            messages.splice(0);
            redirect(ctx.res, mailPaths.inbox, 303);
          }
          return true;
        default:
          return false;
      }
    },
  };
}
