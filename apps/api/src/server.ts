import { todayInIstanbul } from '@e-belediye/contracts';
import { buildApp } from './app.js';
import { loadSettings, SettingsError } from './config/settings.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { buildMetricsListener } from './http/metrics.js';
import { stopOnSignals } from './lib/shutdown.js';
import { demoRegistries, isSeeded, seedDemo } from './modules/demo/index.js';
import { demoMembers } from './modules/demo/members.js';
import { seedNextYearTablesIfDue } from './modules/demo/next-year.js';
import { demoStaff, seedDemoStaffIfNone } from './modules/demo/staff.js';
import { startBounceReceiver } from './modules/notifications/index.js';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET } from './modules/staff/index.js';

/** Starts the portal: migrate, seed the demo municipality when empty, serve API and web on one origin. */
async function main() {
  const settings = loadSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  await migrate(database);
  if (!(await isSeeded(database))) {
    const started = Date.now();
    process.stdout.write('Demo belediye verisi oluşturuluyor… ');
    await seedDemo(database, {
      scale: Number(process.env.SEED_SCALE ?? 1),
      machineKey: settings.secrets.machineKey,
    });
    process.stdout.write(`tamam (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } else {
    await seedDemoStaffIfNone(database, settings.secrets.machineKey);
    // A demo seeded before November gets next year's tables once they are published.
    await seedNextYearTablesIfDue(database, { today: todayInIstanbul() });
  }
  const app = await buildApp({ database, settings });
  // Metrics on their own listener, this machine only by default; it stops with the app (ADR 0030).
  const scrape = await buildMetricsListener(database, app.log);
  app.addHook('onClose', async () => scrape.close());
  // Bounces mailed back later (delivery status notifications), when the settings enable the receiver (ADR 0047).
  const bounces = await startBounceReceiver(database, settings, app.log);
  if (bounces) app.addHook('onClose', async () => bounces.close());
  stopOnSignals(app, database, settings.limits.shutdownGraceMs);
  await app.listen({ port: settings.port, host: settings.host });
  const metricsAt = await scrape.listen({ port: settings.metrics.port, host: settings.metrics.host });

  const citizens = await demoRegistries(database);
  const members = await demoMembers(database);
  const staff = await demoStaff(database);
  const lines = [
    '',
    `  ${settings.app.MunicipalityName} E-Belediye hazır: ${settings.publicUrl}`,
    `  API belgeleri: ${settings.publicUrl}/api/docs`,
    `  Ölçümler (Prometheus): ${metricsAt}/metrics`,
    ...(bounces
      ? [`  Geri dönen e-postalar: smtp://${settings.bounces.host}:${bounces.port} (${settings.bounces.domain})`]
      : []),
    `  Veritabanı: ${database.engine === 'pglite' ? `PGlite (${settings.dataDir})` : 'PostgreSQL'}`,
    '  Demo girişleri (T.C. Kimlik No / Vergi No — şifre):',
    ...members.map((m) => `    - ${m.kind}: ${m.pidNo} — ${m.password}  (${m.name}, sicil ${m.registryNo})`),
    '  Demo sicilleri (hızlı ödeme için):',
    ...citizens.map(
      (c) =>
        `    - ${c.label}: ${c.pidNo} — ${c.name} (${c.registryNo})` +
        (c.applicationNo ? `, nikah başvuru no ${c.applicationNo}` : ''),
    ),
    `  Belediye personeli (${settings.publicUrl}/yonetim/giris — şifre ${DEMO_STAFF_PASSWORD}, TOTP anahtarı ${DEMO_TOTP_SECRET}, yalnızca demo):`,
    ...staff.map((s) => `    - ${s.username}: ${s.name}, ${s.roleName}${s.regionName ? ` (${s.regionName})` : ''}`),
    '  Test kartı (başarılı ödeme): 4546 7112 3456 7894, son kullanma ileri bir tarih, CVV 000, 3D şifresi 123456',
    `  Tüm test kartları: ${settings.integrations.sms.url.replace(/\/netgsm.*$/, '')}/estv3 ve /payflex`,
    `  e-Devlet, nüfus ve SMS simülatörleri: ${settings.integrations.sms.url.replace(/\/netgsm.*$/, '')}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  // Wrong settings are the operator's to fix: the message alone, without a stack trace.
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
