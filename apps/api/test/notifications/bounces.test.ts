import { createServer } from 'node:net';
import type { BouncedEmail, DeliveryDay } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOverSmtp, deliveryReport } from '../../../simulators/src/mail/bounce.js';
import type { Principal } from '../../src/http/access.js';
import { isHardBounce, parseDsn } from '../../src/integrations/mail/dsn.js';
import { calendarClock } from '../../src/modules/calendar/index.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { bounceAddress, startBounceReceiver } from '../../src/modules/notifications/bounces.js';
import { emailJobs, enqueueEmail } from '../../src/modules/notifications/email.js';
import { depsOf, quietLog, until } from '../jobs/support.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

const clerk: Principal = { kind: 'staff', staffOid: 301, permissions: new Set(['jobs.read']), regionCode: null };

let t: IdentityApp;
let receiver: { port: number; close(): Promise<void> };

/** A port nobody listens on yet, so the simulator knows where the receiver will be. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  t = await openIdentityApp({
    settings: { bounces: { enabled: true, host: '127.0.0.1', port, domain: 'e-belediye.local' } },
    simulators: {
      env: { SIM_BOUNCE_SMTP_HOST: '127.0.0.1', SIM_BOUNCE_SMTP_PORT: String(port), SIM_BOUNCE_DELAY_MS: '20' },
    },
    principalOf: (request) => (request.headers['x-staff'] === 'jobs' ? clerk : null),
  });
  const started = await startBounceReceiver(t.database, t.settings, quietLog);
  if (!started) throw new Error('the bounce receiver did not start');
  receiver = started;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

async function send(to: string) {
  await t.database.db
    .transaction()
    .execute((trx) =>
      enqueueEmail(trx, [{ registryOid: null, to, subject: 'Son gün yaklaşıyor', text: 'Metin', messageCode: 7090 }]),
    );
  const row = await t.database.db
    .selectFrom('email_outbox')
    .select('oid')
    .where('to_address', '=', to)
    .orderBy('oid', 'desc')
    .executeTakeFirstOrThrow();
  await runDueJobs(emailJobs, depsOf(t.database, t.settings));
  return row.oid;
}

const outbox = (oid: number) =>
  t.database.db.selectFrom('email_outbox').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();

describe('bounces mailed back later (delivery status notifications)', () => {
  it('a provider accepts a message, mails a 5.x.x report to its own envelope sender, and the message is failed with the reason', async () => {
    const oid = await send('yok.boyle@gecersiz.example');
    // Accepted by the provider: sent, as far as the SMTP conversation goes.
    expect((await outbox(oid)).status).toBe('SENT');
    await until(async () => (await outbox(oid)).bounced_at !== null, 10_000);
    const row = await outbox(oid);
    expect(row).toMatchObject({ status: 'FAILED', bounce_status: '5.1.1' });
    expect(row.bounce_reason).toMatch(/User unknown/);
    // The reason keeps no address in clear.
    expect(row.bounce_reason).not.toContain('yok.boyle@');
    expect(row.bounce_reason).toContain('y***@gecersiz.example');
  });

  it('sends nothing more to an address that bounced for good, whatever its letter case; another address still gets mail', async () => {
    const oid = await send('Yok.Boyle@gecersiz.example');
    expect(await outbox(oid)).toMatchObject({ status: 'FAILED', message_id: null });
    expect((await outbox(oid)).last_error).toMatch(/kalıcı olarak geri döndü \(5\.1\.1\)/);
    const other = await send('yeni.adres@example.com');
    expect((await outbox(other)).status).toBe('SENT');
  });

  it('a transient failure (4.x.x, given up) fails the message but does not stop the address', async () => {
    const oid = await send('dolu.kutu@example.com');
    await until(async () => (await outbox(oid)).bounced_at !== null, 10_000);
    expect(await outbox(oid)).toMatchObject({ status: 'FAILED', bounce_status: '4.2.2' });
    const again = await send('dolu.kutu@example.com');
    expect((await outbox(again)).status).toBe('SENT');
    // The simulated mailbox is still full, so that one comes back too, later.
    await until(async () => (await outbox(again)).bounced_at !== null, 10_000);
  });

  it('refuses a report to an unsigned or forged bounce address, so nobody can fail messages or block addresses', async () => {
    const victim = await send('kurban@example.com');
    const forged = bounceAddress(t.settings, victim).replace(/-[0-9a-f]{16}@/, '-0000000000000000@');
    const report = deliveryReport({
      envelopeFrom: forged,
      recipient: 'kurban@example.com',
      status: '5.1.1',
      words: '550 5.1.1 User unknown',
      originalHeaders: 'Subject: x',
      now: new Date(),
    });
    await expect(deliverOverSmtp({ host: '127.0.0.1', port: receiver.port }, forged, report)).rejects.toThrow(/550/);
    expect((await outbox(victim)).status).toBe('SENT');
  });

  it('shows the desk the bounces of the day, counted per day, with the address masked and the reason', async () => {
    const today = calendarClock.today();
    const res = await new Agent(t).call<{ Days: DeliveryDay[]; Bounces: BouncedEmail[] }>(
      'GetDeliveryByDay',
      { from: today, to: today },
      { 'x-staff': 'jobs' },
    );
    expect(res.status).toBe(200);
    expect(res.body.Days[0].Bounced).toBe(3);
    expect(res.body.Bounces.map((b) => [b.To, b.Permanent])).toEqual([
      ['d***@example.com', false],
      ['d***@example.com', false],
      ['y***@gecersiz.example', true],
    ]);
    expect(JSON.stringify(res.body.Bounces)).not.toMatch(/yok\.boyle|dolu\.kutu/);
  });
});

describe('reading a delivery status notification', () => {
  it('reads each recipient’s action, status and diagnostic, and tells a permanent failure from a delay', () => {
    const raw = [
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'Could not deliver.',
      '--b',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example',
      '',
      'Final-Recipient: rfc822; a@example.com',
      'Action: failed',
      'Status: 5.1.1 (bad mailbox)',
      'Diagnostic-Code: smtp; 550 5.1.1 <a@example.com>:',
      '  no such user',
      '',
      'Final-Recipient: rfc822;b@example.com',
      'Action: delayed',
      'Status: 4.4.1',
      '--b--',
    ].join('\r\n');
    const reports = parseDsn(raw);
    expect(reports).toEqual([
      {
        recipient: 'a@example.com',
        action: 'failed',
        status: '5.1.1',
        diagnostic: '550 5.1.1 <a@example.com>: no such user',
      },
      { recipient: 'b@example.com', action: 'delayed', status: '4.4.1', diagnostic: null },
    ]);
    expect(reports!.map(isHardBounce)).toEqual([true, false]);
    expect(parseDsn('Content-Type: text/plain\r\n\r\nMerhaba')).toBeNull();
  });
});
