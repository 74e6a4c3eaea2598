import { type ImportIssue, staffImport } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/index.js';
import { fileOf } from './kinds-fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
beforeAll(async () => {
  t = await openImportApp();
});
afterAll(() => t?.close());

const report = async (importId: number, section = 'REJECTED') =>
  (await t.call<{ Items: ImportIssue[] }>('GetImportIssues', { importId, section, pageSize: 100 })).body.Items.map(
    (i) => [i.Row, i.SourceKey, i.Column, i.Value, i.Reason],
  );

const person = (over: Record<string, string> = {}) => ({
  sourceKey: 'P1',
  username: 'ayse.kara',
  displayName: 'Ayşe Kara',
  email: 'ayse.kara@belediye.example',
  phone: '0224 555 10 20',
  unitName: 'Mali Hizmetler Müdürlüğü',
  roleCodes: 'GELIR, MALI_HIZMETLER',
  ...over,
});

const account = () =>
  t.database.db
    .selectFrom('staff')
    .select(['oid', 'display_name', 'email', 'phone', 'unit_name', 'password_hash', 'totp_secret', 'status'])
    .where('username', '=', 'ayse.kara')
    .executeTakeFirst();
const rolesOf = async (oid: number) =>
  (
    await t.database.db
      .selectFrom('staff_role')
      .select('role_code')
      .where('staff_oid', '=', oid)
      .orderBy('role_code')
      .execute()
  ).map((r) => r.role_code);
const firstPasswordMails = () =>
  t.database.db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'body'])
    .where('to_address', '=', 'ayse.kara@belediye.example')
    .execute();

describe('staff come in with their roles and a first-sign-in path, never a password from the file', () => {
  it('refuses a taken user name, an unknown role or region and a bad e-mail, each with its reason', async () => {
    const file = fileOf(staffImport, [
      person(),
      person({ sourceKey: 'P2', username: 'gelir' }),
      person({ sourceKey: 'P3', username: 'ali.veli', roleCodes: 'GELIR, KRAL' }),
      person({ sourceKey: 'P4', username: 'can.ak', regionCode: 'YOK-1' }),
      person({ sourceKey: 'P5', username: 'zey.ak', email: 'zey@' }),
      person({ sourceKey: 'P6', username: 'Ali Veli' }),
    ]);
    const s = await t.dryRun('staff', file);
    expect(s.DryRun).toEqual({ Rows: 6, Rejected: 5, Created: 1, Updated: 0, Unchanged: 0, Protected: 0 });
    expect(await report(s.ImportId)).toEqual([
      [3, 'P2', 'Kullanıcı Adı', 'gelir', 'Bu kullanıcı adı portalda başka bir personele ait.'],
      [4, 'P3', 'Roller', 'GELIR, KRAL', 'Portalda böyle bir rol yok: KRAL.'],
      [5, 'P4', 'Bölge Kodu', 'YOK-1', 'Bölge kodu portalın ilçe ya da mahalle kodları arasında yok.'],
      [6, 'P5', 'E-posta', 'zey@', 'E-posta adresi geçersiz.'],
      [
        7,
        'P6',
        'Kullanıcı Adı',
        'Ali Veli',
        'Kullanıcı adında yalnızca küçük harf, rakam, nokta, tire ve alt çizgi olabilir (3–40 karakter).',
      ],
    ]);
    expect(await account()).toBeUndefined();
  });

  it('creates the account with its roles and sends a one-time first password by e-mail, with no second factor until enrolment', async () => {
    const s = await t.apply((await t.dryRun('staff', fileOf(staffImport, [person()]))).ImportId);
    expect(s.Applied).toMatchObject({ Created: 1 });
    const a = (await account())!;
    expect(a).toMatchObject({
      display_name: 'Ayşe Kara',
      phone: '0224 555 10 20',
      unit_name: 'Mali Hizmetler Müdürlüğü',
      totp_secret: null,
      status: 'ACTIVE',
    });
    expect(await rolesOf(a.oid)).toEqual(['GELIR', 'MALI_HIZMETLER']);
    const mails = await firstPasswordMails();
    expect(mails).toHaveLength(1);
    const password = /İlk giriş şifreniz: (\S+)/.exec(mails[0].body)?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(a.password_hash).not.toContain(password);
    // The hash is of the mailed password: it opens the account, which has no second factor yet (enrolment first).
    expect(await verifyPassword(a.password_hash, password)).toBe(true);
  });

  it('the same file again changes nothing and sends nothing; a newer one updates unit and roles, not the password', async () => {
    const again = await t.apply((await t.dryRun('staff', fileOf(staffImport, [person()]))).ImportId);
    expect(again.Applied).toMatchObject({ Created: 0, Updated: 0, Unchanged: 1 });
    const before = (await account())!;
    const s = await t.dryRun(
      'staff',
      fileOf(staffImport, [person({ unitName: 'Gelir Müdürlüğü', roleCodes: 'GELIR' })]),
    );
    expect(await report(s.ImportId, 'UPDATED')).toEqual([
      [2, 'P1', null, null, 'Birim: Mali Hizmetler Müdürlüğü → Gelir Müdürlüğü; Roller: GELIR, MALI_HIZMETLER → GELIR'],
    ]);
    await t.apply(s.ImportId);
    const after = (await account())!;
    expect(after).toMatchObject({ unit_name: 'Gelir Müdürlüğü', password_hash: before.password_hash });
    expect(await rolesOf(after.oid)).toEqual(['GELIR']);
    expect(await firstPasswordMails()).toHaveLength(1);
  });
});
