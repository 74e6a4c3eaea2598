import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CallName,
  clock,
  defaultReligiousHolidays,
  defaultReminderSettings,
  istanbulDayStart,
  istanbulHour,
  istanbulToday,
  type RuntimeSettingValues,
} from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import type { Principal } from '../../src/http/access.js';
import { openTestApp } from '../support/db.js';

/** A built web app of one line: enough to see the settings the shell inlines. */
const webDist = mkdtempSync(join(tmpdir(), 'ebelediye-shell-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

/** No pause by default (start = finish), so only a saved version can pause payments during the test. */
const overrides = {
  webDist,
  workers: { enabled: false, intervalMs: 1000, settingsRefreshMs: 50 },
  app: {
    OperationPauseStartHours: 0,
    OperationPauseStartMinute: 0,
    OperationPauseFinishHours: 0,
    OperationPauseFinishMinute: 0,
  },
};

const staff: Record<string, Principal> = {};
let t: Awaited<ReturnType<typeof openTestApp>>;
let other: { app: FastifyInstance; settings: Settings };

/** The caller is a staff member named in x-test-as; x-test-reauth: they confirmed their password a moment ago. */
async function as<T = Record<string, unknown>>(
  who: string | null,
  name: CallName,
  body: object = {},
  { app = t.app, reauth = true } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { ...(who ? { 'x-test-as': who } : {}), ...(reauth ? { 'x-test-reauth': '1' } : {}) },
  });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}

const withReauth = (app: FastifyInstance) =>
  app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });

/**
 * The API runs at 00:30 Istanbul of today (CLOCK_HOUR=23 … to try another hour): a window around the clock's
 * hour then crosses midnight, and the pause is read from the same clock the services read.
 */
const clockHour = Number(process.env.CLOCK_HOUR ?? 0);
const realNow = clock.now;
const pinned = istanbulDayStart(istanbulToday()).getTime() + (clockHour * 60 + 30) * 60_000;

/** The fields one version changes from another, in the form's order: at some hours the window keeps an hour of 0. */
const changedFields = (from: RuntimeSettingValues, to: RuntimeSettingValues) =>
  (Object.keys(to) as Array<keyof RuntimeSettingValues>).filter(
    (k) => JSON.stringify(from[k]) !== JSON.stringify(to[k]),
  );
/** The version the first save makes, around the hour the test runs at. */
let firstChange: RuntimeSettingValues;

function values(change: Partial<RuntimeSettingValues> = {}): RuntimeSettingValues {
  return {
    OperationPauseStartHours: 0,
    OperationPauseStartMinute: 0,
    OperationPauseFinishHours: 0,
    OperationPauseFinishMinute: 0,
    ActiveBankMerchantCode: '0010',
    HomeNotices: [],
    ReligiousHolidays: defaultReligiousHolidays(),
    Reminders: defaultReminderSettings,
    ...change,
  };
}

beforeAll(async () => {
  clock.now = () => pinned;
  t = await openTestApp(overrides, undefined, (request) => staff[String(request.headers['x-test-as'])] ?? null);
  const admin = await t.database.db
    .selectFrom('staff')
    .select('oid')
    .where('username', '=', 'yonetici')
    .executeTakeFirstOrThrow();
  staff.ayar = { kind: 'staff', staffOid: admin.oid, permissions: new Set(['settings.edit']), regionCode: null };
  staff.kalem = { kind: 'staff', staffOid: admin.oid, permissions: new Set(['resolutions.publish']), regionCode: null };
  withReauth(t.app);
  // A second instance of the API on the same database, with its own settings loaded from the same file.
  const settings = loadSettings({ logLevel: 'silent', ...overrides }, {});
  other = {
    settings,
    app: await buildApp({
      database: t.database,
      settings,
      principalOf: (request) => staff[String(request.headers['x-test-as'])] ?? null,
    }),
  };
});

afterAll(async () => {
  clock.now = realNow;
  await other?.app.close();
  await t?.close();
});

describe('run-time settings', () => {
  it('start at version 0 with the file settings and the configured banks', async () => {
    const res = await as<{ Version: number; Values: RuntimeSettingValues; Banks: { Code: string }[] }>(
      'ayar',
      'GetRuntimeSettings',
    );
    expect(res.status).toBe(200);
    expect(res.body.Version).toBe(0);
    expect(res.body.Values).toEqual(values());
    expect(res.body.Banks.map((b) => b.Code).sort()).toEqual(['0010', '0012', '0015', '0064']);
  });

  it('are refused to staff without settings.edit and to anyone signed out', async () => {
    for (const name of ['GetRuntimeSettings', 'GetRuntimeSettingVersions', 'UpdateRuntimeSettings'] as const) {
      const body = { version: 0, values: values(), reason: 'Deneme amaçlı' };
      const res = await as('kalem', name, body);
      expect(res.status, name).toBe(403);
      expect(res.body.Message).toBe('Bu işlem için yetkiniz bulunmuyor.');
      expect((await as(null, name, body)).status, name).toBe(401);
    }
  });

  it('need a fresh password and code confirmation to change', async () => {
    const res = await as(
      'ayar',
      'UpdateRuntimeSettings',
      { version: 0, values: values(), reason: 'Deneme' },
      {
        reauth: false,
      },
    );
    expect(res.status).toBe(403);
    expect(res.body.Code).toBe('reauth_required');
  });

  it('refuse an unknown bank, bad hours and too many notices in Turkish', async () => {
    const unknown = await as('ayar', 'UpdateRuntimeSettings', {
      version: 0,
      values: { ...values(), ActiveBankMerchantCode: '9999' },
      reason: 'Banka değişikliği',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toContain('Bilinmeyen banka');

    const hours = await as('ayar', 'UpdateRuntimeSettings', {
      version: 0,
      values: values({ OperationPauseStartHours: 24 }),
      reason: 'Saat değişikliği',
    });
    expect(hours.status).toBe(400);
    expect(hours.body.Message).toContain('Ödeme arasının başlangıç saati 0 ile 23 arasında olmalıdır.');

    const notice = { TextTr: 'Duyuru', Level: 'info' };
    const many = await as('ayar', 'UpdateRuntimeSettings', {
      version: 0,
      values: { ...values(), HomeNotices: [notice, notice, notice, notice] },
      reason: 'Duyurular',
    });
    expect(many.status).toBe(400);
    expect(many.body.Message).toContain('en çok 3 duyuru');

    const long = await as('ayar', 'UpdateRuntimeSettings', {
      version: 0,
      values: { ...values(), HomeNotices: [{ TextTr: 'a'.repeat(301), Level: 'info' }] },
      reason: 'Duyurular',
    });
    expect(long.status).toBe(400);
    expect(long.body.Message).toContain('en çok 300 karakter');
  });

  it('refuse a bank of the catalogue that is not configured on this server', async () => {
    const app = await openTestApp(
      { ...overrides, payments: { banks: { '0010': t.settings.payments.banks['0010']! } } },
      undefined,
      (request) => staff[String(request.headers['x-test-as'])] ?? null,
    );
    try {
      withReauth(app.app);
      const res = await as(
        'ayar',
        'UpdateRuntimeSettings',
        {
          version: 0,
          values: values({ ActiveBankMerchantCode: '0064' }),
          reason: 'Banka değişikliği',
        },
        { app: app.app },
      );
      expect(res.status).toBe(400);
      expect(res.body.Message).toContain('Bu banka için sanal POS tanımlı değil: 0064');
    } finally {
      await app.close();
    }
  });

  it('apply a saved version at once: payments, AppSetting.json and the page shell, without a restart', async () => {
    const h = istanbulHour();
    const change = values({
      OperationPauseStartHours: (h + 23) % 24,
      OperationPauseFinishHours: (h + 1) % 24,
      ActiveBankMerchantCode: '0064',
      HomeNotices: [
        {
          TextTr: 'Vergi ödemelerinde son gün 31 Mayıs.',
          TextEn: 'Last day 31 May.',
          Level: 'warning',
          From: null,
          Until: null,
        },
      ],
    });
    firstChange = change;
    const saved = await as<{ Version: number; Values: RuntimeSettingValues; ChangedBy: string }>(
      'ayar',
      'UpdateRuntimeSettings',
      { version: 0, values: change, reason: 'Gün sonu işlemleri ve banka değişikliği' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Version: 1, Values: change, ChangedBy: 'yonetici' });

    const banks = await t.api.GetPaymentBanks();
    expect(banks.body.Paused).not.toBeNull();
    expect(banks.body.Banks[0]).toMatchObject({ BankCode: '0064', IsDefault: true });

    const published = (await t.app.inject({ url: '/AppSetting.json' })).json();
    expect(published).toMatchObject({ ActiveBankMerchantCode: '0064', HomeNotices: change.HomeNotices });
    const shell = await t.app.inject({ url: '/anasayfa', headers: { 'accept-encoding': 'identity' } });
    expect(shell.body).toContain('Vergi ödemelerinde son gün 31 Mayıs.');
  });

  it('reach a second instance on the same database at its next refresh', async () => {
    // The second instance read version 0 at start; it has not been told of the save on the first one.
    let published = (await other.app.inject({ url: '/AppSetting.json' })).json();
    for (let i = 0; i < 100 && published.ActiveBankMerchantCode !== '0064'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      published = (await other.app.inject({ url: '/AppSetting.json' })).json();
    }
    expect(published).toMatchObject({ ActiveBankMerchantCode: '0064' });
    expect(other.settings.app.OperationPauseFinishHours).toBe((istanbulHour() + 1) % 24);
    const shell = await other.app.inject({ url: '/anasayfa', headers: { 'accept-encoding': 'identity' } });
    expect(shell.body).toContain('Vergi ödemelerinde son gün 31 Mayıs.');
  });

  it('refuse a save made from a version another person has changed since, with 409 in Turkish', async () => {
    const stale = await as('ayar', 'UpdateRuntimeSettings', {
      version: 0,
      values: values(),
      reason: 'Eski sürümden değişiklik',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toContain('başka bir personel tarafından değiştirildi');
    expect(t.settings.app.ActiveBankMerchantCode).toBe('0064');
  });

  it('keep every version with who, when, why and what changed; each save leaves an audit row', async () => {
    const second = values({ ActiveBankMerchantCode: '0064' });
    const next = await as('ayar', 'UpdateRuntimeSettings', {
      version: 1,
      values: second,
      reason: 'Ödeme arası kaldırıldı',
    });
    expect(next.status).toBe(200);
    const list = await as<{ Items: { Version: number; Changed: string[]; ChangedBy: string; Reason: string }[] }>(
      'ayar',
      'GetRuntimeSettingVersions',
    );
    expect(list.body).toMatchObject({ TotalCount: 2 });
    expect(list.body.Items.map((v) => [v.Version, v.Changed, v.ChangedBy, v.Reason])).toEqual([
      [2, changedFields(firstChange, second), 'yonetici', 'Ödeme arası kaldırıldı'],
      [1, changedFields(values(), firstChange), 'yonetici', 'Gün sonu işlemleri ve banka değişikliği'],
    ]);
    expect(changedFields(values(), firstChange)).toContain('ActiveBankMerchantCode');
    expect((await t.api.GetPaymentBanks()).body.Paused).toBeNull();

    const rows = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'SETTINGS_CHANGED')
      .orderBy('oid')
      .execute();
    expect(rows.map((r) => [r.record_type, r.record_id, r.staff_oid])).toEqual([
      ['runtime_setting', '1', staff.ayar.kind === 'staff' ? staff.ayar.staffOid : 0],
      ['runtime_setting', '2', staff.ayar.kind === 'staff' ? staff.ayar.staffOid : 0],
    ]);
    expect(rows[0].before).toMatchObject({ ActiveBankMerchantCode: '0010' });
    expect(rows[0].after).toMatchObject({ ActiveBankMerchantCode: '0064' });
    expect(rows[1].detail).toMatchObject({ reason: 'Ödeme arası kaldırıldı' });
  });
});
