// What the scale drills share: the profile's settings, starting and stopping it, a signed-in citizen, an API
// instance of the drill's own, and autocannon figures.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';

export const root = join(import.meta.dirname, '..', '..');
const here = import.meta.dirname;

/** profile.env with the environment's values winning, `${NAME:-default}` expanded as the shell would. */
export function profile(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(join(here, 'profile.env'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    const value = line
      .slice(at + 1)
      .replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => process.env[name] || fallback);
    values[key] = process.env[key] || value;
  }
  return values;
}

export const primaryUrl = (p: Record<string, string>, database = p.PG_DATABASE) =>
  `postgres://postgres@127.0.0.1:${p.PG_PRIMARY_PORT}/${database}`;

export async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function waitFor(url: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds; i++) {
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} ${seconds} s içinde yanıt vermedi`);
}

/** Starts the scale profile unless it runs already; the returned function stops it again if this call started it. */
export async function ensureProfile(p: Record<string, string>, env: Record<string, string> = {}) {
  if (await isUp(`http://127.0.0.1:${p.NGINX_PORT}/api/health`)) return async () => {};
  execFileSync('bash', [join(here, 'up.sh')], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return async () => {
    execFileSync('bash', [join(here, 'down.sh'), '--purge'], { cwd: root, stdio: 'inherit' });
  };
}

/** The committed portal the instances run (source.sh), so edits in progress in this tree never reach them. */
export const portalSource = () =>
  execFileSync('bash', [join(here, 'source.sh')])
    .toString()
    .trim();

/** One API instance of the drill's own (its own process group, so stopping it stops nothing else). */
export async function startInstance(name: string, env: Record<string, string>, logDir: string) {
  const logFile = join(logDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: portalSource(),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '1000000',
      // The drill stands in front as a balancer would, naming each connection's address.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  let stopping = false;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      if (stopping) return;
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      reject(new Error(`API (${name}) ${code} koduyla durdu:\n${tail}`));
    }),
  );
  exited.catch(() => {}); // a later, intended stop rejects it too, with nobody waiting
  await Promise.race([waitFor(`${base}/api/health`, 600), exited]);
  return {
    base,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || !child.pid) return;
      const gone = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}

/** The human check answered as the browser's proof of work does (ALTCHA: SHA-256 of salt and number). */
export async function humanCheck(base: string): Promise<string> {
  const c = (await (await post(base, 'GetHumanVerificationChallenge', {})).json()) as Challenge;
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ ...c, number: n })).toString('base64');
    }
  }
  throw new Error('insan doğrulaması çözülemedi');
}

export const post = (base: string, call: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A member's session: the cookie and the CSRF header every call of a signed-in citizen carries. */
export async function signIn(base: string, pidNo: string, password: string): Promise<Record<string, string>> {
  const verification = await humanCheck(base);
  const res = await post(base, 'ValidateUser', { pidNo, password, rememberMe: false, verification });
  if (!res.ok) throw new Error(`giriş olmadı (${pidNo}): ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((v) => v.split(';')[0]);
  const csrf = cookies.find((v) => v.startsWith('ebs_csrf='))?.slice('ebs_csrf='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-csrf-token': csrf };
}

/**
 * The address connection `n` stands for. Citizens come from many addresses; from one address every request would
 * update the same per-address rate-limit row (http/rateLimit.ts) and the drill would measure that row's lock.
 */
export const citizenAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export const figuresOf = (r: autocannon.Result): Figures => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  // autocannon's errors include its timeouts.
  errors: r.errors + r.non2xx,
});

export const row = (label: string, f: Figures) =>
  `  ${label.padEnd(46)} ${String(f.requests).padStart(8)} ${String(f.rps).padStart(7)} ` +
  `${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.errors).padStart(7)}`;

export const header = (label: string) =>
  `  ${label.padEnd(46)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ` +
  `${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`;

/** Prints the broken promises and sets a failing exit code; true when every promise held. */
export function verdict(broken: string[]): boolean {
  // The machine's load is part of every figure: on a shared machine, other work takes its share of the cores.
  console.log(
    `  load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  if (broken.length === 0) {
    console.log('\n  Tüm sözler tutuldu.');
    return true;
  }
  console.log('\n  Tutulmayan sözler:');
  for (const b of broken) console.log(`    - ${b}`);
  process.exitCode = 1;
  return false;
}
