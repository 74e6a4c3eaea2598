// `node --import tsx scripts/scale/cpu-profile.ts`: where the debt inquiry's CPU goes in the API. A town of its
// own on a PostgreSQL cluster of its own (the scale drill's, at the profile's primary port + 20), one API instance
// of the working tree under `node --cpu-prof`, the inquiry at `--connections` for `--duration` s, then the
// instance's CPU per request (from /proc) and the profile's top functions and packages by self time.
// Flags: --registries 10000 --duration 10 --connections 64 --commit (run the committed portal instead of the tree)
// --out <dir> (where the .cpuprofile stays; a temporary folder, removed, by default).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, testMemberPid } from '../../apps/api/src/modules/demo/members.js';
import { cpuPerRequest, figuresOf, header, memberCall, profile, root, row, signIn, startInstance } from './drill.js';
import { generateBigTown } from './generate.js';

const { values } = parseArgs({
  options: {
    registries: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    commit: { type: 'boolean', default: false },
    out: { type: 'string' },
    call: { type: 'string', default: 'GetDebtListWithRevenueCode' },
    /** Only summarise a .cpuprofile written before (its last --duration seconds). */
    read: { type: 'string' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

/** The package or portal file a profile frame belongs to: what a reader can act on. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(node, native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const own = /\/((?:apps|packages)\/[^?]+)/.exec(url);
  return own ? own[1] : url;
}

const frameName = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url ? `${areaOf(url, functionName)}:${lineNumber + 1}` : ''}`.trim();

/**
 * Self time by function and by area, and total time (callees included) of the portal's own functions, in percent
 * of the busy time (idle left out) of the last `seconds` of the profile: the measured run, not the start-up.
 */
export function summarise(cpu: CpuProfile, seconds: number, top = 25) {
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of cpu.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const from = cpu.endTime - seconds * 1e6;
  const self = new Map<number, number>();
  let at = cpu.endTime - cpu.timeDeltas.reduce((a, b) => a + b, 0);
  cpu.samples.forEach((id, i) => {
    at += cpu.timeDeltas[i] ?? 0;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + (cpu.timeDeltas[i] ?? 0));
  });
  const fns = new Map<string, number>();
  const areas = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    const fn = frameName(frame);
    fns.set(fn, (fns.get(fn) ?? 0) + us);
    const area = areaOf(frame.url, frame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      if (!/\/(apps|packages)\//.test(f.url)) continue;
      const name = frameName(f);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  const lines = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${k}`);
  return { busyMs: busy / 1000, functions: lines(fns, top), areas: lines(areas, 15), total: lines(total, top) };
}

function print(summary: ReturnType<typeof summarise>) {
  console.log('\n  Self time by package or file:');
  console.log(summary.areas.join('\n'));
  console.log('\n  Self time by function:');
  console.log(summary.functions.join('\n'));
  console.log("\n  Total time of the portal's functions (callees included):");
  console.log(summary.total.join('\n'));
}

if (values.read) {
  print(summarise(JSON.parse(readFileSync(values.read, 'utf8')) as CpuProfile, Number(values.duration)));
  process.exit(0);
}

const p = profile();
const dir = mkdtempSync(join(tmpdir(), 'ebelediye-cpu-profile-'));
const out = values.out ?? join(dir, 'profile');
mkdirSync(out, { recursive: true });
const pgPort = Number(p.PG_PRIMARY_PORT) + 20;
const apiPort = Number(p.NGINX_PORT) + 20;
const cluster = (...args: string[]) =>
  execFileSync('bash', ['scripts/pg-cluster.sh', ...args], { cwd: root })
    .toString()
    .trim();
const url = cluster('start', dir, String(pgPort));
try {
  await generateBigTown(url, {
    registries: Number(values.registries),
    accrualsPer: 20,
    subscriptions: Math.floor(Number(values.registries) / 5),
    bills: 24,
    seed: 20260101,
    today: new Date().toISOString().slice(0, 10),
  });
  const instance = await startInstance('api', { PORT: String(apiPort), DATABASE_URL: url }, dir, {
    cwd: values.commit ? undefined : root,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${out}`],
  });
  let served: ReturnType<typeof figuresOf>;
  let apiMs: number;
  try {
    const session = await signIn(instance.base, testMemberPid(1), DEMO_PASSWORD);
    const options = {
      url: `${instance.base}/api/${values.call}`,
      connections: Number(values.connections),
      requests: [memberCall(session)],
    };
    await autocannon({ ...options, duration: 3 });
    const run = await cpuPerRequest([instance.pid], async () =>
      figuresOf(await autocannon({ ...options, duration: Number(values.duration) })),
    );
    served = run.result;
    apiMs = run.total;
  } finally {
    await instance.stop();
  }
  // The main thread's profile is the largest (the module loader's thread writes one too).
  const file = readdirSync(out)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(join(out, b)).size - statSync(join(out, a)).size)[0];
  if (!file) throw new Error(`profil yazılmadı (${out})`);
  const summary = summarise(JSON.parse(readFileSync(join(out, file), 'utf8')) as CpuProfile, Number(values.duration));
  console.log(`\n${values.call}, ${values.connections} bağlantı, ${values.duration} s`);
  console.log(header('the inquiry (closed loop)'));
  console.log(row(`${values.registries} registries`, served));
  console.log(
    `  API CPU per request: ${apiMs.toFixed(2)} ms (busy in the profile's last ${values.duration} s: ${Math.round(summary.busyMs)} ms)`,
  );
  print(summary);
  if (values.out) console.log(`\n  Profil: ${join(out, file)}`);
} finally {
  cluster('stop', dir);
  rmSync(dir, { recursive: true, force: true });
}
