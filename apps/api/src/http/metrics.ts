import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { answerClientError, forbidden, installErrorHandler, noRoute } from './errors.js';

/*
 * Prometheus metrics in the text exposition format (version 0.0.4), written here rather than with a client
 * library: a few counters and one histogram. Counters and the histogram are this process's own (a scraper sums
 * instances); the job queue is read from the database at each scrape, so every instance reports the same queue.
 */

type Labels = Record<string, string>;

const escapeValue = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeValue(v)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};

class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels, by = 1) {
    const key = labelText(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }
  /** The count of one label set (tests read it back). */
  get(labels: Labels): number {
    return this.values.get(labelText(labels))?.value ?? 0;
  }
  text(): string[] {
    return [
      `# HELP ${this.name} ${this.help}`,
      `# TYPE ${this.name} counter`,
      ...[...this.values.values()].map((e) => `${this.name}${labelText(e.labels)} ${e.value}`),
    ];
  }
}

class Histogram {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: number[],
  ) {}
  observe(labels: Labels, value: number) {
    const key = labelText(labels);
    const s = this.series.get(key) ?? { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]) s.counts[i]++;
    s.sum += value;
    s.count++;
    this.series.set(key, s);
  }
  text(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const s of this.series.values()) {
      this.buckets.forEach((le, i) => {
        lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: String(le) })} ${s.counts[i]}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
      lines.push(`${this.name}_sum${labelText(s.labels)} ${s.sum}`);
      lines.push(`${this.name}_count${labelText(s.labels)} ${s.count}`);
    }
    return lines;
  }
}

const gauge = (name: string, help: string, rows: Array<[Labels, number]>) => [
  `# HELP ${name} ${help}`,
  `# TYPE ${name} gauge`,
  ...rows.map(([labels, value]) => `${name}${labelText(labels)} ${value}`),
];

/** This process's counters; one set for the process, as Prometheus expects of a target. */
export const metrics = {
  requests: new Counter('ebelediye_http_requests_total', 'Yanıtlanan istekler, çağrı ve durum koduna göre.'),
  latency: new Histogram(
    'ebelediye_http_request_duration_seconds',
    'İsteklerin yanıt süresi, çağrıya göre.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
  ),
  payments: new Counter(
    'ebelediye_payment_outcomes_total',
    'Sonuçlanan kart ödemeleri, bankaya ve sonuca göre (paid, failed, expired, refund-required).',
  ),
};

/** An order reached its end (called by the one place that settles orders). */
export function countPaymentOutcome(bankCode: string, outcome: string): void {
  metrics.payments.inc({ bank: bankCode, outcome });
}

/** The route a request matched, never its raw URL (a scanner's paths would make endless series). */
const callOf = (request: FastifyRequest) => request.routeOptions.url ?? 'eşleşmeyen';

async function queueLines(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string; due: number; running: number; oldest: number | null }>`
    select name,
      count(*) filter (where status = 'PENDING' and run_at <= now())::int as due,
      count(*) filter (where status = 'RUNNING')::int as running,
      extract(epoch from now() - min(run_at) filter (where status = 'PENDING' and run_at <= now()))::float8 as oldest
    from job where status in ('PENDING', 'RUNNING') group by name order by name`.execute(database.db);
  return [
    ...gauge(
      'ebelediye_job_queue_depth',
      'Bekleyen (vadesi gelmiş) ve çalışan işler, iş adına göre.',
      rows.flatMap(
        (r): Array<[Labels, number]> => [
          [{ name: r.name, state: 'due' }, r.due],
          [{ name: r.name, state: 'running' }, r.running],
        ],
      ),
    ),
    ...gauge(
      'ebelediye_job_oldest_due_seconds',
      'Vadesi gelmiş en eski bekleyen işin bekleme süresi, iş adına göre.',
      rows.map((r): [Labels, number] => [{ name: r.name }, Math.max(0, r.oldest ?? 0)]),
    ),
  ];
}

function poolLines(database: Database): string[] {
  const pool = database.poolUse?.();
  if (!pool) return [];
  return gauge(
    'ebelediye_db_pool_connections',
    'Veritabanı bağlantı havuzu: toplam, boşta, bekleyen istek, üst sınır.',
    [
      [{ state: 'total' }, pool.total],
      [{ state: 'idle' }, pool.idle],
      [{ state: 'waiting' }, pool.waiting],
      [{ state: 'max' }, pool.max],
    ],
  );
}

export async function exposition(database: Database): Promise<string> {
  const memory = process.memoryUsage();
  const lines = [
    ...metrics.requests.text(),
    ...metrics.latency.text(),
    ...metrics.payments.text(),
    ...(await queueLines(database)),
    ...poolLines(database),
    ...gauge('process_resident_memory_bytes', 'Sürecin bellekte kapladığı yer.', [[{}, memory.rss]]),
    ...gauge('process_uptime_seconds', 'Sürecin çalışma süresi.', [[{}, process.uptime()]]),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Whether a request to the public listener may read /metrics: only with the configured token, whoever it comes
 * from. A reverse proxy on the same host makes every visitor look local, whatever headers it adds or leaves out,
 * so the address says nothing; a scraper without the token reads the metrics listener (ADR 0030).
 */
export function mayScrape(request: FastifyRequest, settings: Settings): boolean {
  const token = settings.secrets.metricsToken;
  const auth = String(request.headers.authorization ?? '');
  if (!token || !auth.startsWith('Bearer ')) return false;
  const given = Buffer.from(auth.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const MetricsMessages = {
  refused:
    'Ölçümler bu adresten yalnızca yapılandırılmış erişim anahtarıyla okunabilir; ölçüm dinleyicisini kullanınız.',
} as const;

const sendExposition = async (database: Database, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8');
  return exposition(database);
};

/** Counts every answer by the call it served, and serves GET /metrics to a scraper holding the token. */
export function installMetrics(app: FastifyInstance, database: Database, settings: Settings): void {
  app.addHook('onResponse', async (request, reply) => {
    const call = callOf(request);
    metrics.requests.inc({ call, method: request.method, status: String(reply.statusCode) });
    metrics.latency.observe({ call }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, settings)) throw forbidden(MetricsMessages.refused);
    return sendExposition(database, reply);
  });
}

/**
 * The metrics listener: GET /metrics and nothing else, without a token, on `metrics.host:metrics.port` (this
 * machine only by default), beside the public listener. Its own scrapes are not counted.
 */
export async function buildMetricsListener(database: Database, log?: FastifyBaseLogger): Promise<FastifyInstance> {
  const listener = Fastify({
    ...(log ? { loggerInstance: log.child({ listener: 'metrics' }) } : { logger: false }),
    disableRequestLogging: true,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
  });
  installErrorHandler(listener);
  listener.get('/metrics', async (_request, reply) => sendExposition(database, reply));
  listener.setNotFoundHandler(async (request) => {
    throw noRoute(request.url);
  });
  await listener.ready();
  return listener;
}
