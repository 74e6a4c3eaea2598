import type { SimulatorConfig } from '../config.js';
import {
  checkBasicAuth,
  contentType,
  methodNotAllowed,
  parseForm,
  parseJson,
  type RequestContext,
  readBody,
  redirect,
  sendHtml,
  sendJson,
} from '../http.js';
import type { Simulator } from '../simulator.js';
import { type DataCoding, deliver } from './alphabet.js';
import { inboxPage } from './pages.js';
import { FaultsBody, MsgHeader, responses, SendBody } from './schema.js';
import { normalizeGsm, type SmsStore } from './store.js';

export const smsPaths = {
  send: '/netgsm/sms/rest/v2/send',
  faults: '/netgsm/faults',
  inbox: '/netgsm/inbox',
  inboxJson: '/netgsm/inbox.json',
  inboxClear: '/netgsm/inbox/clear',
} as const;

export interface SmsDeps {
  config: SimulatorConfig['sms'];
  store: SmsStore;
}

export function createSmsSimulator({ config, store }: SmsDeps): Simulator {
  /** No encoding: GSM-7; "TR": the Turkish table; the contract's Unicode value: UCS-2; anything else is refused. */
  const dataCoding = (encoding: string | undefined): DataCoding | null => {
    if (!encoding) return 'gsm7';
    if (encoding === 'TR') return 'turkish';
    return encoding === config.unicodeEncoding ? 'ucs2' : null;
  };

  const send = async (ctx: RequestContext) => {
    const { res } = ctx;
    if (!checkBasicAuth(ctx.req, config.user, config.password)) return sendJson(res, 406, responses.badCredentials);
    const body = parseJson(await readBody(ctx.req));
    if (!body || typeof body !== 'object' || Array.isArray(body)) return sendJson(res, 406, responses.badRequest);
    const header = MsgHeader.safeParse((body as { msgheader?: unknown }).msgheader);
    if (!header.success) return sendJson(res, 406, responses.badHeader);
    const parsed = SendBody.safeParse(body);
    if (!parsed.success) return sendJson(res, 406, responses.badRequest);
    // Faults hit only sends that would otherwise be accepted, so "the next N sends fail" is exact.
    const fault = store.takeFault();
    if (fault === 'error') return sendJson(res, 500, responses.systemError);
    if (fault === 'timeout') {
      const timer = setTimeout(() => {
        if (!res.writableEnded && !res.destroyed) sendJson(res, 504, responses.gatewayTimeout);
      }, config.timeoutMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const coding = dataCoding(parsed.data.encoding);
    if (!coding) return sendJson(res, 406, responses.badRequest);
    const messages = parsed.data.messages.map((m) => {
      const { text, parts } = deliver(m.msg, coding);
      return { no: m.no, msg: text, coding, parts };
    });
    const jobid = store.accept(header.data, messages);
    sendJson(res, 200, { ...responses.queued, jobid });
  };

  const faults = async (ctx: RequestContext) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return sendJson(ctx.res, 200, store.faults);
    if (ctx.method !== 'POST') return methodNotAllowed(ctx.res, ['GET', 'POST']);
    const isForm = contentType(ctx.req) === 'application/x-www-form-urlencoded';
    const text = await readBody(ctx.req);
    const parsed = FaultsBody.safeParse(isForm ? parseForm(text) : parseJson(text));
    if (!parsed.success) {
      return sendJson(ctx.res, 400, {
        error: 'Geçersiz hata ayarı',
        issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    store.setFaults(parsed.data);
    if (isForm) redirect(ctx.res, smsPaths.inbox, 303);
    else sendJson(ctx.res, 200, store.faults);
  };

  /** The ?no= filter: '' for none, the normalized number, or null when it is not a mobile number. */
  const numberFilter = (url: URL): { raw: string; no: string | null | undefined } => {
    const raw = (url.searchParams.get('no') ?? '').replace(/[\s()-]/g, '');
    return { raw, no: raw ? normalizeGsm(raw) : undefined };
  };

  const inbox = (ctx: RequestContext) => {
    if (ctx.method === 'DELETE') return sendJson(ctx.res, 200, { deleted: store.clear() });
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return methodNotAllowed(ctx.res, ['GET', 'DELETE']);
    const filter = numberFilter(ctx.url);
    const invalid = filter.no === null;
    const no = filter.no ?? undefined;
    sendHtml(
      ctx.res,
      invalid ? 400 : 200,
      inboxPage({
        messages: invalid ? [] : store.list(no),
        filter: ctx.url.searchParams.get('no') ?? '',
        filterError: invalid ? 'Numara 5 ile başlayan 10 hane olmalı, ör. 5321234567.' : undefined,
        total: store.size,
        faults: store.faults,
        timeoutSeconds: Math.round(config.timeoutMs / 1000),
        maxMessages: config.maxMessages,
      }),
    );
  };

  const inboxJson = (ctx: RequestContext) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return methodNotAllowed(ctx.res, ['GET']);
    const filter = numberFilter(ctx.url);
    if (filter.no === null) return sendJson(ctx.res, 400, { error: 'Geçersiz numara', messages: [] });
    sendJson(ctx.res, 200, { messages: store.list(filter.no ?? undefined) });
  };

  const inboxClear = (ctx: RequestContext) => {
    if (ctx.method !== 'POST') return methodNotAllowed(ctx.res, ['POST']);
    store.clear();
    redirect(ctx.res, smsPaths.inbox, 303);
  };

  return {
    path: '/netgsm',
    name: 'SMS ağ geçidi (NetGSM REST v2)',
    description: 'SMS gönderimi, gelen kutusu ve yeniden deneme testleri için hata enjeksiyonu.',
    async handle(ctx) {
      const path = ctx.url.pathname;
      switch (path) {
        case '/netgsm':
        case '/netgsm/':
          redirect(ctx.res, smsPaths.inbox);
          return true;
        case smsPaths.send:
          if (ctx.method === 'POST') await send(ctx);
          else methodNotAllowed(ctx.res, ['POST']);
          return true;
        case smsPaths.faults:
          await faults(ctx);
          return true;
        case smsPaths.inbox:
          inbox(ctx);
          return true;
        case smsPaths.inboxJson:
          inboxJson(ctx);
          return true;
        case smsPaths.inboxClear:
          inboxClear(ctx);
          return true;
        default:
          return false;
      }
    },
  };
}
