import { requestIdHeaders } from '../../lib/requestContext.js';
import { IntegrationError } from '../http.js';
import { decodeIso88599 } from './iso8859-9.js';
import { parseXml, type XmlElement } from './xml.js';

/** The system name in every IntegrationError from here. */
export const BANK = 'Banka';
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * POST to a bank and return the parsed XML answer. Not http.ts's postTo: that one reads JSON, and the banks
 * answer XML, sometimes in ISO-8859-9. Errors name the failure but never echo the request body, which can hold
 * a card number; the time limit covers reading the answer too.
 */
export async function postForXml(
  url: string,
  body: string | Buffer,
  contentType: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<XmlElement> {
  let res: Response;
  let bytes: Buffer;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'content-type': contentType, accept: 'application/xml, text/xml', ...requestIdHeaders() },
      // A bank API never redirects a POST; following one would resend card data as a GET elsewhere.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (e) {
    throw new IntegrationError(BANK, describeFailure(e, timeoutMs));
  }
  if (res.status < 200 || res.status > 299) throw new IntegrationError(BANK, `beklenmeyen yanıt (HTTP ${res.status})`);
  try {
    return parseXml(decodeBody(bytes, res.headers.get('content-type') ?? ''));
  } catch {
    throw new IntegrationError(BANK, `okunamayan yanıt (geçerli XML değil, HTTP ${res.status})`);
  }
}

function describeFailure(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; cause?: { code?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `${timeoutMs} ms içinde yanıt vermedi`;
  return `bağlantı kurulamadı (${err?.cause?.code ?? err?.name ?? 'bilinmeyen hata'})`;
}

/**
 * Charset from the XML declaration, else the Content-Type header, else UTF-8. Banks that declare UTF-8 but send
 * Latin-5 bytes exist, so invalid UTF-8 falls back to ISO-8859-9 instead of failing.
 */
export function decodeBody(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 200).toString('latin1');
  const declared = /^(?:\uFEFF|ï»¿)?<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  const charset = (declared ?? /charset=([^;\s]+)/i.exec(contentType)?.[1] ?? 'utf-8').toLowerCase();
  if (/^(iso-?8859-9|latin5|l5|windows-1254|cp1254)$/.test(charset)) return decodeIso88599(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeIso88599(bytes);
  }
}
