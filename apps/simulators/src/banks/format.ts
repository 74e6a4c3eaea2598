import { randomBytes, randomInt } from 'node:crypto';

/** ISO 4217 numeric codes the gateways accept (AbstractRequestDataMapper::$currencyMappings). */
export const currencies: Record<string, string> = {
  '949': 'TRY',
  '840': 'USD',
  '978': 'EUR',
  '826': 'GBP',
  '392': 'JPY',
  '643': 'RUB',
};

/** EstV3 amounts: dot decimal with up to two places ("100.25", "100.2", "100"); the result is in kuruş. */
export function parseEstAmount(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** PayFlex amounts: exactly two decimals ("10.10"); the result is in kuruş. */
export function parsePayflexAmount(value: string): number | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(value);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number(match[2]);
  return minor > 0 ? minor : null;
}

/** 10025 → '100.25' */
export function formatMajor(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** 10025, '949' → '₺100,25' as a Turkish page shows it. */
export function formatMoney(minor: number, currencyCode: string): string {
  return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: currencies[currencyCode] ?? 'TRY' }).format(
    minor / 100,
  );
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Wall-clock parts in Istanbul (UTC+3 all year since 2016), the banks' time zone. */
function istanbul(now: number) {
  const d = new Date(now + 3 * 3600_000);
  return {
    y: d.getUTCFullYear(),
    mo: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    mi: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
    ms: pad(d.getUTCMilliseconds(), 3),
    dayOfYear: Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1,
  };
}

/** '20221030 17:42:33' (EstV3 TRXDATE / EXTRA_TRXDATE) */
export function trxDate(now: number): string {
  const t = istanbul(now);
  return `${t.y}${t.mo}${t.d} ${t.h}:${t.mi}:${t.s}`;
}

/** '2022-10-30 12:29:53.773' (EstV3 AUTH_DTTM, CAPTURE_DTTM, VOID_DTTM) */
export function dttm(now: number): string {
  const t = istanbul(now);
  return `${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi}:${t.s}.${t.ms}`;
}

/** '1030-122954' (EstV3 HOSTDATE) */
export function estHostDate(now: number): string {
  const t = istanbul(now);
  return `${t.mo}${t.d}-${t.h}${t.mi}${t.s}`;
}

/** '20230309234054' (PayFlex HostDate) */
export function payflexHostDate(now: number): string {
  const t = istanbul(now);
  return `${t.y}${t.mo}${t.d}${t.h}${t.mi}${t.s}`;
}

/** '2023-05-27T13:58:53.034+03:00' (PayFlex ResponseDateTime) */
export function isoIstanbul(now: number): string {
  const t = istanbul(now);
  return `${t.y}-${t.mo}-${t.d}T${t.h}:${t.mi}:${t.s}.${t.ms}+03:00`;
}

export function digits(count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String(randomInt(10));
  return text;
}

export function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function base64(bytes: number): string {
  return randomBytes(bytes).toString('base64');
}

const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** '22303Md4C19254': year, day of year, four letters, five digits — the shape of Payten's TransId. */
export function estTransId(now: number): string {
  const t = istanbul(now);
  let letters = '';
  for (let i = 0; i < 4; i++) letters += alnum[randomInt(alnum.length)];
  return `${String(t.y).slice(2)}${pad(t.dayOfYear, 3)}${letters}${digits(5)}`;
}
