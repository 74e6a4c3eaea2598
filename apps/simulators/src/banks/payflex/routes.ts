import { esc, page } from '../../html.js';
import { methodNotAllowed, parseJson, type RequestContext, readBody, readFields, sendJson } from '../../http.js';
import type { Simulator } from '../../simulator.js';
import type { BanksConfig } from '../config.js';
import { endpointTable, testCardList, testCardTable } from '../pages.js';
import { FaultsBody, sendPage } from '../respond.js';
import { commonPaymentPaths, createCommonPayment } from './common-payment.js';
import { createPayflexMpi, type PayflexDeps, payflexPaths, vakifbank } from './mpi.js';
import { createPayflexSearch } from './search.js';
import { enrollmentView } from './store.js';
import { createPayflexVpos } from './vpos.js';

type Handler = (ctx: RequestContext) => Promise<void> | void;

function infoPage(config: BanksConfig): string {
  const p = payflexPaths;
  const c = commonPaymentPaths;
  return page(
    'Vakıfbank PayFlex MPI + VPOS (Simülatör)',
    'Vakıfbank PayFlex MPI + VPOS (Simülatör)',
    `<p>${esc(vakifbank)} PayFlex VPOS V4: Ortak Ödeme Sayfası (kart bankanın sayfasında girilir) ve 3D Secure
modeli: MPI kaydı (enrollment), ACS, işyerine dönüş (hash yok), VPOS provizyon, iptal, iade ve işlem sorgusu. Üye işyeri <code>${esc(config.payflex.merchantId)}</code>,
terminal <code>${esc(config.payflex.terminalNo)}</code>.</p>
<h2>Uç noktalar</h2>
${endpointTable([
  [
    'POST',
    p.enrollment,
    'MPI kaydı (form): MerchantId, MerchantPassword, VerifyEnrollmentRequestId, Pan, ExpiryDate …',
  ],
  ['POST', p.acs, 'ACS sayfası (tarayıcıdan): PaReq, TermUrl, MD'],
  [
    'POST',
    c.register,
    'Ortak Ödeme kaydı (form): HostMerchantId, MerchantPassword, HostTerminalId, Amount, OrderID, SuccessUrl, FailUrl …',
  ],
  ['GET/POST', c.page, 'Ortak Ödeme Sayfası (tarayıcıdan): Ptkn → kart, ACS, SuccessUrl / FailUrl’e dönüş (hash yok)'],
  ['POST', p.termUrl, 'ACS sonucu (TermUrl) → SuccessUrl / FailureUrl’e dönüş'],
  ['POST', p.vpos, 'prmstr=<VposRequest>: Sale, Auth, Cancel, Refund (/payflex/VposService/v3/… da olur)'],
  ['POST', p.search, 'SearchRequest XML (prmstr ya da ham XML): TransactionId ya da OrderId ile işlem sorgusu'],
  ['GET', '/payflex/orders.json', 'Kayıtlar, işlemler ve gönderilen dönüşler (DELETE ile temizlenir)'],
  ['POST', '/payflex/replay-callback', '{"VerifyEnrollmentRequestId": …} → son dönüşün adresi ve alanları'],
  ['POST', '/payflex/faults', '{"failNext": N, "mode": "timeout" | "error"} → sonraki N sunucu çağrısı başarısız'],
  ['GET', '/payflex/test-cards', 'Test kartları (JSON)'],
])}
<p>Dönüşteki <code>PurchAmount</code> kuruş cinsindendir (1,01 TL → <code>101</code>). ACS doğrulama kodu:
<code>${esc(config.acsCode)}</code>.</p>
<h2>Test kartları</h2>
${testCardTable('payflex')}`,
  );
}

export function createPayflexSimulator(deps: PayflexDeps): Simulator {
  const { config, store } = deps;
  const mpi = createPayflexMpi(deps);
  const vpos = createPayflexVpos(deps);
  const search = createPayflexSearch(deps);
  const cp = createCommonPayment(deps);
  const routes: Record<string, Partial<Record<string, Handler>>> = {
    [payflexPaths.enrollment]: { POST: mpi.enrollment },
    [payflexPaths.acs]: { POST: mpi.acs },
    [payflexPaths.termUrl]: { POST: mpi.pares },
    [payflexPaths.vpos]: { POST: vpos },
    '/payflex/VposService/v3/Vposreq.aspx': { POST: vpos },
    [payflexPaths.search]: { POST: search },
    [commonPaymentPaths.register]: { POST: cp.register },
    [commonPaymentPaths.page]: { GET: cp.page, POST: cp.page },
    [commonPaymentPaths.card]: { POST: cp.card },
    [commonPaymentPaths.acs]: { POST: cp.acs },
    '/payflex/test-cards': {
      GET: (ctx) => sendJson(ctx.res, 200, { acsCode: config.acsCode, cards: testCardList('payflex') }),
    },
    '/payflex/orders.json': {
      GET: (ctx) =>
        sendJson(ctx.res, 200, {
          orders: store.list().map((e) => enrollmentView(e, store.transactions)),
          commonPayments: store.commonPayments().map(({ token: _token, pageKey: _key, ...p }) => p),
        }),
      DELETE: (ctx) => sendJson(ctx.res, 200, { deleted: store.clear() }),
    },
    '/payflex/replay-callback': {
      POST: async (ctx) => {
        const { VerifyEnrollmentRequestId: id = '' } = await readFields(ctx.req);
        const last = store.get(id)?.callbacks.at(-1);
        if (!last) return sendJson(ctx.res, 404, { error: `Bu kayıt için gönderilmiş dönüş yok: ${id}` });
        sendJson(ctx.res, 200, { method: 'POST', url: last.url, kind: last.kind, fields: last.fields });
      },
    },
    '/payflex/faults': {
      GET: (ctx) => sendJson(ctx.res, 200, store.faults.faults),
      POST: async (ctx) => {
        const parsed = FaultsBody.safeParse(parseJson(await readBody(ctx.req)));
        if (!parsed.success) return sendJson(ctx.res, 400, { error: 'Geçersiz hata ayarı' });
        store.faults.set(parsed.data);
        sendJson(ctx.res, 200, store.faults.faults);
      },
    },
    '/payflex': { GET: (ctx) => sendPage(ctx.res, 200, infoPage(config)) },
    '/payflex/': { GET: (ctx) => sendPage(ctx.res, 200, infoPage(config)) },
  };
  return {
    path: '/payflex',
    name: 'Vakıfbank PayFlex MPI + VPOS',
    description:
      'Ortak Ödeme Sayfası ve 3D Secure: MPI kaydı, ACS sayfası, hash’siz dönüş, VPOS provizyon ve sorgu; ' +
      'hata senaryolu test kartları.',
    async handle(ctx) {
      const methods = routes[ctx.url.pathname];
      if (!methods) return false;
      const handler = methods[ctx.method === 'HEAD' ? 'GET' : ctx.method];
      if (handler) await handler(ctx);
      else methodNotAllowed(ctx.res, Object.keys(methods));
      return true;
    },
  };
}
