/**
 * Delivery status notifications (RFC 3464): the report a mail server sends back to a message's envelope sender
 * when it could not deliver it after accepting it. Only what the portal acts on is read: the report's
 * `message/delivery-status` part, its per-recipient fields, and the envelope recipient it came to.
 */

/** One recipient's fate in a report. */
export interface DsnRecipient {
  /** The address the report is about (Final-Recipient, else Original-Recipient), without its "rfc822;" type. */
  recipient: string;
  /** failed, delayed, delivered, relayed or expanded. */
  action: string;
  /** The RFC 3463 status, e.g. 5.1.1: 5 is permanent, 4 transient. */
  status: string;
  /** The remote server's own words (Diagnostic-Code), if it gave any. */
  diagnostic: string | null;
}

type Fields = Map<string, string>;

/** Header fields of one block, folded lines unfolded, names lower-cased; the first of a repeated field wins. */
function fieldsOf(block: string): Fields {
  const fields: Fields = new Map();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
  }
  return fields;
}

function splitHead(raw: string): { headers: Fields; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return { headers: fieldsOf(raw), body: '' };
  return { headers: fieldsOf(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const boundaryOf = (type: string) => /boundary="?([^";]+)"?/i.exec(type)?.[1] ?? null;

function decode(body: string, encoding: string | undefined): string {
  const how = (encoding ?? '7bit').toLowerCase();
  if (how === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (how === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The body of the first `message/delivery-status` part, walking nested multiparts; null when there is none. */
function statusPart(raw: string, depth = 0): string | null {
  if (depth > 5) return null;
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^message\/(global-)?delivery-status/i.test(type)) return decode(body, headers.get('content-transfer-encoding'));
  const boundary = boundaryOf(type);
  if (!/^multipart\//i.test(type) || !boundary) return null;
  for (const child of body.split(`--${boundary}`).slice(1)) {
    if (child.startsWith('--')) break;
    const found = statusPart(child.replace(/^\r?\n/, ''), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** "rfc822; a@b.c" → "a@b.c". */
const addressOf = (value: string | undefined) =>
  (value ?? '')
    .replace(/^[^;]*;/, '')
    .trim()
    .replace(/^<|>$/g, '');

/**
 * The per-recipient reports of a DSN message (the whole message as received), or null when it is not a DSN. A
 * status field that is not an RFC 3463 code is kept out: the portal acts only on what it can classify.
 */
export function parseDsn(raw: string): DsnRecipient[] | null {
  const { headers } = splitHead(raw);
  const type = headers.get('content-type') ?? '';
  if (!/^multipart\/report/i.test(type) || !/report-type="?delivery-status/i.test(type)) return null;
  const part = statusPart(raw);
  if (part === null) return null;
  // The first block is about the message, each further block about one recipient.
  const blocks = part
    .split(/\r?\n\s*\r?\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .slice(1);
  const out: DsnRecipient[] = [];
  for (const block of blocks) {
    const f = fieldsOf(block);
    const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(f.get('status') ?? '')?.[0];
    const recipient = addressOf(f.get('final-recipient') ?? f.get('original-recipient'));
    if (!status || !recipient) continue;
    out.push({
      recipient,
      action: (f.get('action') ?? '').toLowerCase(),
      status,
      diagnostic: f.get('diagnostic-code')?.replace(/^[^;]*;\s*/, '') ?? null,
    });
  }
  return out;
}

/** A report that ends delivery: the server gave up on the recipient (Action failed). */
export const isFailure = (r: DsnRecipient) => r.action === 'failed';
/** A permanent failure (5.x.x): the address does not take mail, so nothing more is sent to it. */
export const isHardBounce = (r: DsnRecipient) => isFailure(r) && r.status.startsWith('5.');
