import { contentType, type RequestContext, sendText } from '../../http.js';
import { parseFormBytes, readRawBody } from '../charset.js';
import type { CallFault } from '../faults.js';
import { holdThen } from '../respond.js';
import { parseXmlBytes, type XmlElement, XmlError } from '../xml.js';
import type { PayflexStore } from './store.js';

export type ReadResult = { ok: true; root: XmlElement } | { ok: false; reason: 'prmstr' | 'xml'; detail: string };

/**
 * The XML of a VPOS or search request: the `prmstr` form field (what the live service insists on), or a raw
 * text/xml body as the vendor's older .NET sample sends it.
 */
export async function readPayflexXml(ctx: RequestContext, rootName: string): Promise<ReadResult> {
  const body = await readRawBody(ctx.req);
  const type = contentType(ctx.req);
  const looksLikeForm =
    type === 'application/x-www-form-urlencoded' || (!type && body.subarray(0, 7).toString() === 'prmstr=');
  const bytes = looksLikeForm ? parseFormBytes(body).get('prmstr') : body;
  if (!bytes?.length) return { ok: false, reason: 'prmstr', detail: '' };
  try {
    const { root } = parseXmlBytes(bytes);
    if (root.name !== rootName) throw new XmlError(`Kök eleman ${rootName} olmalıdır`);
    return { ok: true, root };
  } catch (error) {
    return { ok: false, reason: 'xml', detail: error instanceof XmlError ? error.message : 'okunamadı' };
  }
}

/** Applies a pending fault; true when it has answered (or will answer) the request itself. */
export function applyFault(ctx: RequestContext, store: PayflexStore, timeoutMs: number): boolean {
  const fault = store.faults.take();
  if (fault === 'error') sendText(ctx.res, 500, 'Internal Server Error');
  else if (fault === 'timeout') holdThen(ctx.res, timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));
  return fault !== null;
}

/** Answers a call a chaos drill made fail: a 500, or a 504 once the client's patience has run out. */
export function failAnswer(ctx: RequestContext, fault: CallFault, timeoutMs: number) {
  if (fault === 'timeout') holdThen(ctx.res, timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));
  else sendText(ctx.res, 500, 'Internal Server Error');
}
