// What the scale drills share: the profile's settings, starting and stopping it, a signed-in citizen, an API
// instance of the drill's own, and autocannon figures.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * One API instance of the drill's own (its own process group, so stopping it stops nothing else). By default it
 * runs the committed portal; `cwd` runs another copy (the working tree, to profile a change before committing it)
 * and `nodeArgs` go to node before the server (e.g. --cpu-prof).
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  logDir: string,
  { cwd, nodeArgs = [] }: { cwd?: string; nodeArgs?: string[] } = {},
) {
  const logFile = join(logDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: cwd ?? portalSource(),
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
    pid: child.pid as number,
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

/**
 * autocannon's one request for a signed-in member's call with an empty body (the debt inquiry): each connection is
 * a citizen's browser with an address of its own.
 */
export function memberCall(session: Record<string, string>) {
  let slots = 0;
  return {
    method: 'POST' as const,
    body: '{}',
    setupRequest: (req: autocannon.Request, context: { slot?: number }) => {
      context.slot ??= slots++;
      const from = { 'x-forwarded-for': citizenAddress(context.slot) };
      return { ...req, headers: { 'content-type': 'application/json', ...session, ...from } };
    },
  };
}

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

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux for every architecture we run on). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds spent so far by `pid` and its children still running (its reaped children counted too). */
export function treeCpuMs(pid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command (which may hold spaces) in brackets: state ppid … utime stime cutime cstime.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(f[1]),
        ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]),
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  let ticks = 0;
  const within = (p: number): boolean => p === pid || (p > 1 && stats.has(p) && within(stats.get(p)!.ppid));
  for (const [p, s] of stats) if (within(p)) ticks += s.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The postmaster of the cluster whose data directory is `dataDir` (the first line of its pid file). */
export const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** CPU milliseconds per request of the processes `pids` over what `run` serves. */
export async function cpuPerRequest<T extends { requests: number }>(pids: number[], run: () => Promise<T>) {
  const before = pids.map(treeCpuMs);
  const result = await run();
  const spent = pids.map((p, i) => treeCpuMs(p) - before[i]);
  const perRequest = spent.map((ms) => ms / Math.max(result.requests, 1));
  return { result, perRequest, total: perRequest.reduce((a, b) => a + b, 0) };
}

/** Resident memory of `pid` in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
}

/**
 * The same requests at a constant arrival rate rather than as fast as `connections` waiting clients allow: a
 * request is sent when its time comes whatever the earlier ones are doing (enough connections that none waits for
 * a free one at that rate), so the latency is what a citizen sees at that load, queueing included.
 */
export const openLoop = (options: autocannon.Options, rate: number, duration: number) =>
  ({ ...options, overallRate: Math.max(1, Math.round(rate)), duration }) as autocannon.Options;

export const cpuHeader = () =>
  `  ${'CPU per request (ms)'.padEnd(46)} ${'API'.padStart(8)} ${'PG'.padStart(7)} ${'total'.padStart(7)}`;
export const cpuRow = (label: string, perRequest: number[], total: number) =>
  `  ${label.padEnd(46)} ${perRequest.map((v, i) => v.toFixed(2).padStart(i === 0 ? 8 : 7)).join(' ')} ${total.toFixed(2).padStart(7)}`;
