import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Running, start } from './support.js';

let sim: Running;
beforeAll(async () => {
  sim = await start();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await fetch(`${sim.base}/mail/inbox`, { method: 'DELETE' });
});

const send = (body: unknown, key = 'dev-mail-key') =>
  fetch(`${sim.base}/mail/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
const mail = (to: string, text = 'Başvurunuz alınmıştır.') => ({
  from: 'E-Belediye <bildirim@yesilvadi.bel.tr>',
  to,
  subject: 'Bildirim',
  text,
});
const inbox = async (to = '') =>
  (
    (await (await fetch(`${sim.base}/mail/inbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Array<Record<string, string>>;
    }
  ).messages;

describe('mail simulator', () => {
  it('accepts a message with the key, answers its id, and lists it by recipient, newest first', async () => {
    const first = await send(mail('elif@ornek.com'));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    await send(mail('ali@ornek.com'));
    await send(mail('Elif@Ornek.com', 'İkinci ileti'));
    expect((await inbox('elif@ornek.com')).map((m) => m.text)).toEqual(['İkinci ileti', 'Başvurunuz alınmıştır.']);
    expect(await inbox()).toHaveLength(3);
  });

  it('refuses a wrong key and a malformed message, keeping neither', async () => {
    expect((await send(mail('elif@ornek.com'), 'yanlis')).status).toBe(401);
    expect((await send({ to: 'adres-degil', subject: 'x', text: 'y', from: 'z' })).status).toBe(400);
    expect(await inbox()).toEqual([]);
  });

  it('shows the messages on an HTML inbox page, escaped', async () => {
    await send(mail('elif@ornek.com', '<script>alert(1)</script>'));
    const res = await fetch(`${sim.base}/mail/inbox`);
    const html = await res.text();
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('E-posta Gelen Kutusu');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
  });
});
