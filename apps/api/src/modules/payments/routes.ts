import { timingSafeEqual } from 'node:crypto';
import { Oid } from '@e-belediye/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import { perMinuteLimit } from '../../http/rateLimit.js';
import { RETURN_TOKEN_FIELD, RETURN_TOKEN_PARAM } from '../../integrations/banks/index.js';
import { loadSession, sessionCookie } from '../auth/index.js';
import { actedFor } from '../delegation/index.js';
import { collectionHead, collectionOfPayment } from '../ledger/index.js';
import { receiptDocument, renderReceiptPdf } from '../receipts/index.js';
import { registryOfMember } from '../registries/index.js';
import { paymentDeps } from './deps.js';
import { completeThreeD } from './flow.js';
import { cardFacts, orderRow } from './orders.js';
import { orderCallerOfRequest, owns, seesPayerName } from './ownership.js';

const ORDER_NO = /^[A-Z0-9]{8,32}$/;
const RECEIPT_NOT_FOUND = 'Makbuz bulunamadı.';

/** A verification code compared in constant time; none given, or none issued yet, never matches. */
function sameCode(given: string, issued: string | null | undefined): boolean {
  if (!given || !issued || given.length !== issued.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(issued));
}

/** The bank's form fields: URL-encoded, one value per name, nothing nested. */
function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}

async function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="makbuz-${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * Outside /api: the bank's 3-D Secure return (a cross-site form POST, authenticated by its hash or by our pending
 * order, never by a cookie) and the receipt downloads (GET, for a plain link).
 */
export async function registerPaymentRoutes(app: FastifyInstance, database: Database, settings: Settings) {
  await app.register(async (scope) => {
    await scope.register(rateLimit, perMinuteLimit({ database, settings }, 'payments'));
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, parseForm(String(body))),
    );

    scope.post<{
      Params: { orderNo: string };
      Querystring: Record<string, unknown>;
      Body: Record<string, string> | undefined;
    }>('/payment/3d/:orderNo', { schema: { hide: true } }, async (request, reply) => {
      const { orderNo } = request.params;
      if (!ORDER_NO.test(orderNo)) throw notFound('Bu numarayla bir ödeme bulunamadı.');
      const fields = { ...(request.body && typeof request.body === 'object' ? request.body : {}) };
      // A hosted page returns to the address we registered, whose query carries the order's return token.
      const token = request.query[RETURN_TOKEN_PARAM];
      if (typeof token === 'string') fields[RETURN_TOKEN_FIELD] = token;
      await completeThreeD(paymentDeps({ database, settings }, request.log), orderNo, fields);
      const order = await orderRow(database, orderNo);
      const page =
        order.status === 'FAILED' || order.status === 'EXPIRED' ? settings.app.FailureUrl : settings.app.SuccessUrl;
      // 303: the browser follows with a GET, so a reload of the result page never re-posts the bank's form.
      return reply.redirect(`${settings.publicUrl}${page}?siparis=${orderNo}`, 303);
    });

    // The order number alone is no credential: the payer's session or browser, or the receipt's verification
    // code (printed on it, given to its owner) opens it; to anyone else it does not exist.
    scope.get<{ Params: { orderNo: string }; Querystring: { kod?: unknown } }>(
      '/api/receipt/order/:orderNo',
      { schema: { hide: true } },
      async (request, reply) => {
        const { orderNo } = request.params;
        if (!ORDER_NO.test(orderNo)) throw notFound(RECEIPT_NOT_FOUND);
        const order = await orderRow(database, orderNo).catch(() => null);
        const collection = order && (await collectionOfPayment(database, order.oid));
        const caller = await orderCallerOfRequest(database, settings, request);
        const code = typeof request.query.kod === 'string' ? request.query.kod.trim().toUpperCase() : '';
        // The grantee who paid it for the owner (ADR 0048) may download it, unmasked, while their grant runs.
        const acted = order !== null && !owns(caller, order) && (await actedFor(database, caller, orderNo));
        const mine = order !== null && (owns(caller, order) || acted);
        if (!order || (!mine && !sameCode(code, collection?.verification_code))) throw notFound(RECEIPT_NOT_FOUND);
        if (!collection) throw notFound('Bu ödeme için henüz makbuz düzenlenmedi.');
        const doc = await receiptDocument(database, settings, collection.oid, {
          maskPayer: !acted && !seesPayerName(caller, order),
          card: await cardFacts(database, order.oid),
        });
        return sendPdf(reply, doc.receiptNo, await renderReceiptPdf(doc));
      },
    );

    scope.get<{ Params: { oid: string } }>(
      '/api/receipt/collection/:oid',
      { schema: { hide: true } },
      async (request, reply) => {
        const id = request.cookies[sessionCookie(settings)];
        const session = id ? await loadSession(database, settings, id) : null;
        if (!session) throw unauthenticated();
        const oid = Number(request.params.oid);
        // A collection's oid is an integer column: a larger number names no receipt and never reaches a query.
        if (!Oid.safeParse(oid).success) throw notFound(RECEIPT_NOT_FOUND);
        const registryOid = await registryOfMember(database, session.memberOid);
        const head = await collectionHead(database, oid);
        if (!head || head.registryOid !== registryOid) throw notFound(RECEIPT_NOT_FOUND);
        const doc = await receiptDocument(database, settings, oid, {
          maskPayer: false,
          card: head.onlinePaymentOid ? await cardFacts(database, head.onlinePaymentOid) : undefined,
        });
        return sendPdf(reply, doc.receiptNo, await renderReceiptPdf(doc));
      },
    );
  });
}
