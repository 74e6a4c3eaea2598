import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What every simulator handler receives; `url` is already parsed. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
}

/** Thrown by the helpers for requests the server answers with a plain status (413, 415, …). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const maxBodyBytes = 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new HttpError(413, 'İstek gövdesi çok büyük');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function contentType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** application/x-www-form-urlencoded → plain record (last value wins). */
export function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** JSON body; `undefined` when the text is not JSON. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A form or JSON body as a record of strings, whichever the content type says (form when unsure). */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const body = await readBody(req);
  if (contentType(req) === 'application/json') {
    const json = parseJson(body);
    if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
    return Object.fromEntries(
      Object.entries(json).flatMap(([k, v]) =>
        typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [[k, String(v)]] : [],
      ),
    );
  }
  return parseForm(body);
}

export function sendJson(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
    .end(JSON.stringify(data));
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
    })
    .end(html);
}

export function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

/** 302 for OAuth returns, 303 after a form post. */
export function redirect(res: ServerResponse, location: string, status: 302 | 303 = 302) {
  res.writeHead(status, { location, 'cache-control': 'no-store' }).end();
}

export function methodNotAllowed(res: ServerResponse, allow: string[]) {
  res
    .writeHead(405, { allow: allow.join(', '), 'content-type': 'text/plain; charset=utf-8' })
    .end('İzin verilmeyen yöntem');
}

/** `Authorization: Basic …` → user and password, or null when absent or malformed. */
export function parseBasicAuth(req: IncomingMessage): { user: string; password: string } | null {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export function checkBasicAuth(req: IncomingMessage, user: string, password: string): boolean {
  const given = parseBasicAuth(req);
  if (!given) return false;
  // Evaluate both so the time does not tell which one was wrong.
  const userOk = safeEqual(given.user, user);
  const passwordOk = safeEqual(given.password, password);
  return userOk && passwordOk;
}
