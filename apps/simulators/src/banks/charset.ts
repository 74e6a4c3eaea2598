import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.js';

/** The two encodings Turkish bank XML arrives in (Payten's own serializer writes ISO-8859-9). */
export type Charset = 'UTF-8' | 'ISO-8859-9';

// ISO-8859-9 (Latin-5) is Latin-1 with six letters swapped for Turkish ones; a table beats relying on ICU data.
const latin5: ReadonlyArray<[number, number]> = [
  [0xd0, 0x011e], // Ğ
  [0xdd, 0x0130], // İ
  [0xde, 0x015e], // Ş
  [0xf0, 0x011f], // ğ
  [0xfd, 0x0131], // ı
  [0xfe, 0x015f], // ş
];
const fromLatin5 = new Map(latin5);
const toLatin5 = new Map(latin5.map(([byte, code]) => [code, byte]));

export function decodeLatin5(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(fromLatin5.get(byte) ?? byte);
  return text;
}

/**
 * Text → ISO-8859-9 bytes for an XML document: characters Latin-5 cannot hold become character references,
 * which is valid anywhere our own builder puts non-ASCII text (element content, never names).
 */
export function encodeLatin5Xml(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const mapped = toLatin5.get(code);
    if (mapped !== undefined) bytes.push(mapped);
    else if (code < 0x100 && !fromLatin5.has(code)) bytes.push(code);
    else for (const c of Buffer.from(`&#${code};`, 'latin1')) bytes.push(c);
  }
  return Buffer.from(bytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict UTF-8 decoding; null for malformed bytes. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

const maxBodyBytes = 256 * 1024;

/** The body as bytes, because the charset is only known once the XML declaration has been read. */
export async function readRawBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new HttpError(413, 'İstek gövdesi çok büyük');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function percentDecode(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2b) bytes.push(0x20);
    else if (c === 0x25 && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c & 0xff);
  }
  return Buffer.from(bytes);
}

/**
 * x-www-form-urlencoded → name → raw bytes of the value. URLSearchParams would force UTF-8 on the values, but a
 * `prmstr`/`DATA` XML sent as ISO-8859-9 must reach the XML decoder byte for byte.
 */
export function parseFormBytes(body: Buffer): Map<string, Buffer> {
  const fields = new Map<string, Buffer>();
  for (const part of body.toString('latin1').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = percentDecode(eq < 0 ? part : part.slice(0, eq)).toString('utf8');
    fields.set(name, percentDecode(eq < 0 ? '' : part.slice(eq + 1)));
  }
  return fields;
}
