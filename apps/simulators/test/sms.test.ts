import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basic, type Running, start } from './support.js';

let sim: Running;
beforeAll(async () => {
  sim = await start({ config: { sms: { timeoutMs: 200 } } });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await fetch(`${sim.base}/netgsm/inbox`, { method: 'DELETE' });
  await setFaults({ failNext: 0, mode: 'error' });
});

const auth = basic('yesilvadi', 'dev-sms-password');

const send = (body: unknown, authorization = auth) =>
  fetch(`${sim.base}/netgsm/sms/rest/v2/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });

const message = (no: string, msg = 'Doğrulama kodunuz: 123456') => ({
  msgheader: 'YESILVADI',
  messages: [{ msg, no }],
  encoding: 'TR',
  iysfilter: '0',
  appname: 'e-belediye',
});

const inbox = async (no?: string) => {
  const res = await fetch(`${sim.base}/netgsm/inbox.json${no ? `?no=${no}` : ''}`);
  return (await res.json()) as { messages: Array<Record<string, string>> };
};

function setFaults(body: unknown) {
  return fetch(`${sim.base}/netgsm/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const badRequest =
  'Hatalı sorgulama. Gönderdiğiniz parametrelerden birisi hatalı veya zorunlu alanlardan birinin eksik olduğunu ' +
  'ifade eder.';

describe('NetGSM send', () => {
  it('queues a message and shows it in inbox.json with its job id', async () => {
    const res = await send(message('5550000101'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ code: '00', description: 'queued', jobid: expect.stringMatching(/^\d+$/) });
    const { messages } = await inbox('5550000101');
    expect(messages).toEqual([
      {
        jobid: body.jobid,
        no: '5550000101',
        msgheader: 'YESILVADI',
        msg: 'Doğrulama kodunuz: 123456',
        coding: 'turkish',
        parts: 1,
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('keeps Turkish letters with encoding TR, and shows them as Latin letters without it, as a phone would', async () => {
    const text = 'Şifreniz: ığüşöç İĞ';
    expect((await send(message('5550000102', text))).status).toBe(200);
    expect((await inbox('5550000102')).messages[0]?.msg).toBe(text);
    const { encoding: _tr, ...plain } = message('5550000102', text);
    expect((await send(plain)).status).toBe(200);
    expect((await inbox('5550000102')).messages[0]?.msg).toBe('Sifreniz: igüsöc IG');
  });

  it('shows Arabic whole only when it is sent as Unicode, and as question marks in the Turkish or default alphabet', async () => {
    const arabic = 'رمز التحقق في E-Belediye: 123456';
    await send({ ...message('5550000110', arabic), encoding: 'UNICODE' });
    expect((await inbox('5550000110')).messages[0]).toMatchObject({ msg: arabic, coding: 'ucs2', parts: 1 });
    await send(message('5550000110', arabic));
    const garbled = (await inbox('5550000110')).messages[0];
    expect(garbled).toMatchObject({ msg: '??? ?????? ?? E-Belediye: 123456', coding: 'turkish' });
    const { encoding: _tr, ...plain } = message('5550000110', arabic);
    await send(plain);
    expect((await inbox('5550000110')).messages[0]).toMatchObject({ msg: garbled?.msg, coding: 'gsm7' });
  });

  it('refuses with code 70 an encoding its contract does not know', async () => {
    const res = await send({ ...message('5550000111'), encoding: 'UTF-8' });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: '70', description: badRequest });
    expect((await inbox('5550000111')).messages).toHaveLength(0);
  });

  it('bills 160/153 characters in GSM-7, 155/149 in the Turkish table and 70/67 in Unicode', async () => {
    const cases: Array<[string, string | undefined, number]> = [
      ['a'.repeat(160), undefined, 1],
      ['a'.repeat(161), undefined, 2],
      ['a'.repeat(306), undefined, 2],
      ['a'.repeat(307), undefined, 3],
      // An extension character takes two septets: 80 brackets fill one message, 81 need two.
      ['['.repeat(80), undefined, 1],
      ['['.repeat(81), undefined, 2],
      ['ş'.repeat(155), 'TR', 1],
      ['ş'.repeat(156), 'TR', 2],
      ['ş'.repeat(298), 'TR', 2],
      ['ş'.repeat(299), 'TR', 3],
      ['ع'.repeat(70), 'UNICODE', 1],
      ['ع'.repeat(71), 'UNICODE', 2],
      ['ع'.repeat(134), 'UNICODE', 2],
      ['ع'.repeat(135), 'UNICODE', 3],
    ];
    for (const [text, encoding, parts] of cases) {
      const { encoding: _tr, ...plain } = message('5550000112', text);
      await send(encoding ? { ...plain, encoding } : plain);
      expect((await inbox('5550000112')).messages[0]?.parts, `${text.length} × ${text[0]} ${encoding}`).toBe(parts);
    }
  });

  it('strips the 90 and 0 prefixes and lists the newest message first', async () => {
    await send(message('905550000102', 'birinci'));
    await send(message('05550000102', 'ikinci'));
    await send(message('5550000103', 'başka numara'));
    expect((await inbox('5550000102')).messages.map((m) => m.msg)).toEqual(['ikinci', 'birinci']);
    expect((await inbox()).messages).toHaveLength(3);
  });

  it('answers 406 code 30 for wrong credentials and stores nothing', async () => {
    const res = await send(message('5550000101'), basic('yesilvadi', 'yanlis'));
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: '30',
      description: 'Geçersiz kullanıcı adı, şifre veya API erişim izniniz bulunmamaktadır.',
    });
    expect((await inbox()).messages).toHaveLength(0);
  });

  it('answers 406 code 70 for a number that is not a mobile number or for no messages', async () => {
    for (const body of [message('4441234567'), message('555000010'), { ...message('5550000101'), messages: [] }]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(406);
      expect(await res.json()).toEqual({ code: '70', description: badRequest });
    }
  });

  it('answers 406 code 40 when msgheader is missing', async () => {
    const { msgheader: _, ...body } = message('5550000101');
    const res = await send(body);
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('40');
  });
});

describe('NetGSM fault injection', () => {
  it('failNext 1 with mode error makes the next send 500 and the one after succeed', async () => {
    expect((await setFaults({ failNext: 1, mode: 'error' })).status).toBe(200);
    expect(await (await fetch(`${sim.base}/netgsm/faults`)).json()).toEqual({ failNext: 1, mode: 'error' });
    const failed = await send(message('5550000104', 'deneme 1'));
    expect(failed.status).toBe(500);
    const retried = await send(message('5550000104', 'deneme 2'));
    expect(retried.status).toBe(200);
    expect((await inbox('5550000104')).messages.map((m) => m.msg)).toEqual(['deneme 2']);
    expect(await (await fetch(`${sim.base}/netgsm/faults`)).json()).toEqual({ failNext: 0, mode: 'error' });
  });

  it('mode timeout holds the send, then answers 504 without storing it', async () => {
    await setFaults({ failNext: 1, mode: 'timeout' });
    const started = Date.now();
    const res = await send(message('5550000105'));
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect((await inbox('5550000105')).messages).toHaveLength(0);
  });

  it('rejects an invalid fault setting with 400', async () => {
    expect((await setFaults({ failNext: -1 })).status).toBe(400);
    expect((await setFaults({ failNext: 1, mode: 'slow' })).status).toBe(400);
  });

  it('takes the fault setting from the inbox page form and redirects back', async () => {
    const res = await fetch(`${sim.base}/netgsm/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'failNext=2&mode=timeout',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/netgsm/inbox');
    expect(sim.sms.faults).toEqual({ failNext: 2, mode: 'timeout' });
  });
});

describe('NetGSM inbox', () => {
  it('shows messages in a Turkish page with the number formatted and a number filter', async () => {
    await send(message('5550000106', 'Başvurunuz alındı <b>'));
    await send(message('5550000107', 'Diğer kişi'));
    const res = await fetch(`${sim.base}/netgsm/inbox?no=5550000106`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<h1>SMS Gelen Kutusu (Simülatör)</h1>');
    expect(html).toContain('(555) 000 01 06');
    expect(html).toContain('Başvurunuz alındı &lt;b&gt;');
    expect(html).not.toContain('Diğer kişi');
    expect(html).toContain('<label for="no">');
    expect(html).toContain('action="/netgsm/faults"');
    expect(html).not.toContain('<script');
  });

  it('keeps at most the configured number of messages, dropping the oldest', async () => {
    const small = await start({ config: { sms: { maxMessages: 3 } } });
    try {
      for (const text of ['1', '2', '3', '4', '5']) {
        await fetch(`${small.base}/netgsm/sms/rest/v2/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: auth },
          body: JSON.stringify(message('5550000108', text)),
        });
      }
      const { messages } = await (await fetch(`${small.base}/netgsm/inbox.json`)).json();
      expect(messages.map((m: { msg: string }) => m.msg)).toEqual(['5', '4', '3']);
    } finally {
      await small.close();
    }
  });

  it('is emptied by DELETE /netgsm/inbox', async () => {
    await send(message('5550000109'));
    const res = await fetch(`${sim.base}/netgsm/inbox`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ deleted: 1 });
    expect((await inbox()).messages).toHaveLength(0);
  });
});
