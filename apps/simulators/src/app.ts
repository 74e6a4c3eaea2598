import { createServer, type Server } from 'node:http';
import { createAccountsSimulator } from './accounts/routes.js';
import { type Banks, type BanksConfigOverrides, createBanks } from './banks/index.js';
import { branchConfig } from './branch/client.js';
import { createBranchSimulator } from './branch/routes.js';
import { loadConfig, type SimulatorConfig, type SimulatorConfigOverrides } from './config.js';
import { createEdevletSimulator } from './edevlet/routes.js';
import { EdevletStore } from './edevlet/store.js';
import { esc, page } from './html.js';
import { HttpError, type RequestContext, sendJson, sendText } from './http.js';
import { createMailSimulator } from './mail/routes.js';
import { createSmtpInbox } from './mail/smtp.js';
import { createNisSimulator } from './nis/routes.js';
import { loadPopulation, type Person } from './population.js';
import type { Simulator } from './simulator.js';
import { createSmsSimulator } from './sms/routes.js';
import { SmsStore } from './sms/store.js';

export interface SimulatorServerOptions {
  /** Where SIM_* settings are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Settings that win over the environment (tests: short timeouts). */
  config?: SimulatorConfigOverrides;
  /** Default: data/population.json. */
  population?: Person[];
  /** Clock for code, token and message times (tests move it forward). */
  now?: () => number;
  /** Bank simulator settings that win over the environment (tests: short timeouts). */
  banks?: BanksConfigOverrides;
}

/** The server (not listening) and handles to the in-memory state, for tests and the thin listener. */
export interface SimulatorServer {
  server: Server;
  config: SimulatorConfig;
  population: readonly Person[];
  simulators: readonly Simulator[];
  edevlet: EdevletStore;
  sms: SmsStore;
  banks: Banks;
  /** The SMTP server in front of the mail inbox (not listening: server.ts or the test chooses the port). */
  smtp: ReturnType<typeof createSmtpInbox>;
}

function indexPage(simulators: readonly Simulator[]): string {
  const items = simulators
    .map((s) => `<li><a href="${esc(s.path)}">${esc(s.name)}</a> — ${esc(s.description)}</li>`)
    .join('\n');
  return page(
    'Simülatörler',
    'Dış sistem simülatörleri',
    simulators.length ? `<ul>\n${items}\n</ul>` : '<p>Henüz etkin simülatör yok.</p>',
  );
}

/** All outside systems' simulators (e-Devlet, population registry, SMS gateway, banks) behind one handler. */
export function createSimulatorServer(options: SimulatorServerOptions = {}): SimulatorServer {
  const env = options.env ?? process.env;
  const config = loadConfig(env, options.config);
  const now = options.now ?? Date.now;
  const population = options.population ?? loadPopulation();
  const edevlet = new EdevletStore(config.edevlet.codeTtlMs, config.edevlet.tokenTtlMs, now);
  const sms = new SmsStore(config.sms.maxMessages, now);
  const banks = createBanks(env, options.banks, now);
  const mail = createMailSimulator({ apiKey: env.SIM_MAIL_API_KEY ?? 'dev-mail-key', now });
  const smtp = createSmtpInbox({
    user: env.SIM_SMTP_USER ?? 'bildirim',
    password: env.SIM_SMTP_PASSWORD ?? 'dev-smtp-password',
    deliver: mail.deliver,
    // The portal's bounce receiver (its public port + 27 by default: 3000 → 3027).
    bounces: {
      host: env.SIM_BOUNCE_SMTP_HOST ?? 'localhost',
      port: Number(env.SIM_BOUNCE_SMTP_PORT ?? 3027),
      delayMs: Number(env.SIM_BOUNCE_DELAY_MS ?? 2000),
    },
    now,
  });
  const simulators: Simulator[] = [
    createEdevletSimulator({ config: config.edevlet, store: edevlet, people: population }),
    createNisSimulator({ config: config.nis, people: population }),
    createSmsSimulator({ config: config.sms, store: sms }),
    mail,
    ...banks.simulators,
    createAccountsSimulator({ people: population }),
    createBranchSimulator(branchConfig(env)),
  ];

  const route = async (ctx: RequestContext) => {
    const path = ctx.url.pathname;
    if (path === '/health') {
      return sendJson(ctx.res, 200, { status: 'ok', simulators: simulators.length });
    }
    if (path === '/' || path === '') {
      const html = indexPage(simulators);
      ctx.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    for (const simulator of simulators) {
      if (path !== simulator.path && !path.startsWith(`${simulator.path}/`)) continue;
      if (await simulator.handle(ctx)) return;
      break;
    }
    sendText(ctx.res, 404, 'Bulunamadı');
  };

  const server = createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://simulators.local');
    } catch {
      sendText(res, 400, 'Geçersiz adres');
      return;
    }
    route({ req, res, url, method: (req.method ?? 'GET').toUpperCase() }).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) sendText(res, error.status, error.message);
      else {
        console.error('Simülatör hatası:', error);
        sendText(res, 500, 'Simülatör hatası');
      }
    });
  });

  return { server, config, population, simulators, edevlet, sms, banks, smtp };
}
