import { methodNotAllowed, parseJson, type RequestContext, readBody, readFields, sendJson } from '../../http.js';
import type { Simulator } from '../../simulator.js';
import { type BanksConfig, type EstBank, estBanks, isEstBank } from '../config.js';
import { testCardList } from '../pages.js';
import { FaultsBody, sendPage } from '../respond.js';
import { createEstApi } from './api.js';
import { createEstGate, type EstDeps } from './gate.js';
import { estInfoPage } from './pages.js';
import { type EstStore, orderView } from './store.js';

export interface EstSimulatorDeps {
  config: BanksConfig;
  store: EstStore;
  now: () => number;
}

type Handler = (ctx: RequestContext) => Promise<void> | void;

/** Routes of one bank, keyed by the lower-cased path under /estv3/{bank} (Halkbank's gate is 'est3dgate'). */
function bankRoutes(bank: EstBank, deps: EstDeps): Record<string, Partial<Record<string, Handler>>> {
  const { store } = deps;
  const gate = createEstGate(bank, deps);
  const api = createEstApi(bank, deps);
  return {
    'fim/est3dgate': { POST: gate.gate },
    'fim/hosting': { POST: gate.hosting },
    'mdpayacs/challenge': { POST: gate.acs },
    'fim/api': { POST: api },
    'orders.json': {
      GET: (ctx) => sendJson(ctx.res, 200, { bank, orders: store.list(bank).map(orderView) }),
      DELETE: (ctx) => sendJson(ctx.res, 200, { deleted: store.clear(bank) }),
    },
    'replay-callback': {
      POST: async (ctx) => {
        const { oid = '' } = await readFields(ctx.req);
        const last = store.get(bank, oid)?.callbacks.at(-1);
        if (!last) return sendJson(ctx.res, 404, { error: `Bu sipariş için gönderilmiş dönüş yok: ${oid}` });
        sendJson(ctx.res, 200, { method: 'POST', url: last.url, kind: last.kind, fields: last.fields });
      },
    },
    faults: {
      GET: (ctx) => sendJson(ctx.res, 200, store.faults(bank).faults),
      POST: async (ctx) => {
        const parsed = FaultsBody.safeParse(parseJson(await readBody(ctx.req)));
        if (!parsed.success) return sendJson(ctx.res, 400, { error: 'Geçersiz hata ayarı' });
        store.faults(bank).set(parsed.data);
        sendJson(ctx.res, 200, store.faults(bank).faults);
      },
    },
  };
}

export function createEstSimulator({ config, store, now }: EstSimulatorDeps): Simulator {
  const routes = Object.fromEntries(estBanks.map((bank) => [bank, bankRoutes(bank, { config, store, now })]));
  return {
    path: '/estv3',
    name: 'NestPay / EstV3 sanal POS (Ziraat, İş Bankası, Halkbank)',
    description:
      '3D, 3D Pay, 3D Pay Hosting ve 3D Host; ver3 hash, ACS sayfası, CC5Request API, hata senaryolu kartlar.',
    async handle(ctx) {
      const path = ctx.url.pathname;
      if (path === '/estv3' || path === '/estv3/') {
        if (ctx.method === 'GET' || ctx.method === 'HEAD') sendPage(ctx.res, 200, estInfoPage(config));
        else methodNotAllowed(ctx.res, ['GET']);
        return true;
      }
      if (path === '/estv3/test-cards') {
        sendJson(ctx.res, 200, { acsCode: config.acsCode, cards: testCardList('estv3') });
        return true;
      }
      const match = /^\/estv3\/([^/]+)\/(.+)$/.exec(path);
      if (!match || !isEstBank(match[1])) return false;
      const methods = routes[match[1]][match[2].toLowerCase()];
      if (!methods) return false;
      const handler = methods[ctx.method === 'HEAD' ? 'GET' : ctx.method];
      if (handler) await handler(ctx);
      else methodNotAllowed(ctx.res, Object.keys(methods));
      return true;
    },
  };
}
