import { constants, inflateRawSync } from 'node:zlib';

/*
 * What a PDF may not carry: anything a reader runs or opens by itself. Actions and attachments are dictionary keys
 * and values, in the file's text or, compressed, in object streams. A stream's dictionary cannot be told apart
 * reliably without a full parser (a string may hold "stream" or "endstream"), so nothing is trusted: the whole
 * file is read as text, and every stream's data is also inflated (and un-predicted) whatever its dictionary
 * claims, and read too. Names count with their #xx escapes undone (/J#53 is /JS).
 */

/** JavaScript, launching a program, embedded files, actions on open, close or view, Flash/3D media, XFA forms. */
const ACTIVE_NAMES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'JS', 'AA', 'XFA']);
/**
 * Short names also occur by chance in compressed data, so they count only before a value they can take: /JS a
 * string or a reference, /AA a dictionary or a reference, /XFA an array or a reference.
 */
const VALUE_AFTER: Record<string, RegExp> = {
  JS: /^(?:[(<]|\d+\s+\d+\s+R)/,
  AA: /^(?:<<|\d+\s+\d+\s+R)/,
  XFA: /^(?:\[|\d+\s+\d+\s+R)/,
};
/** Whitespace and comments between a key and its value, as a reader skips them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is whitespace in PDF
const GAP = /^(?:[\x00\t\n\f\r ]|%[^\r\n]*)*/;

/** A name token: a solidus and the regular characters after it (PDF 32000-1, 7.3.5). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is whitespace in PDF, ending a name
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A stream keyword (not the end of "endstream"), and the end of its data. */
const STREAM = /(?<!end)stream(?:\r\n|\n|\r)/g;
const END_STREAM = 'endstream';
/** Filters whose data is not inflated here; a general-purpose one may hide an object stream. */
const UNREAD_FILTERS = new Set(['LZWDecode', 'LZW', 'ASCII85Decode', 'A85', 'RunLengthDecode', 'RL', 'Crypt']);
const FLATE = new Set(['FlateDecode', 'Fl']);

/** Bytes all inflated streams of one file may come to: far more than a 5 MB document needs, far less than a bomb. */
const MAX_INFLATED = 96 * 1024 * 1024;

export type PdfVerdict = 'clean' | 'active' | 'unreadable';

function holdsActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]);
    if (!ACTIVE_NAMES.has(name)) continue;
    const value = VALUE_AFTER[name];
    if (!value) return true;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 4096);
    if (value.test(after.slice(GAP.exec(after)?.[0].length ?? 0))) return true;
  }
  return false;
}

/**
 * Whether a PDF is free of active content: `active` when it holds any, `unreadable` when part of it cannot be
 * read here (encrypted, a filter not inflated here, a broken compressed stream, too much to inflate).
 */
export function inspectPdf(content: Buffer): PdfVerdict {
  const text = content.toString('latin1');
  const names = new Set(Array.from(text.matchAll(NAME), (m) => decodeName(m[1])));
  // Encrypted strings and streams cannot be read without the key; a reader opens them with an empty password.
  if (names.has('Encrypt') || [...UNREAD_FILTERS].some((f) => names.has(f))) return 'unreadable';
  if (holdsActiveName(text)) return 'active';
  let budget = MAX_INFLATED;
  let regionStart = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf(END_STREAM, start);
    const region = text.slice(regionStart, match.index);
    regionStart = start;
    const declared = Array.from(region.matchAll(NAME), (m) => decodeName(m[1]));
    const inflated = inflate(content.subarray(start, end < 0 ? content.length : end), budget);
    if (inflated === 'too much') return 'unreadable';
    if (inflated === null) {
      // Said to be compressed and not inflatable: broken, or hiding from a reader more lenient than zlib.
      if (declared.some((n) => FLATE.has(n))) return 'unreadable';
      continue;
    }
    budget -= inflated.length;
    for (const variant of unpredicted(inflated, declared.includes('Predictor') ? region : '')) {
      if (holdsActiveName(variant.toString('latin1'))) return 'active';
    }
  }
  return 'clean';
}

/** zlib data without its header and checksum, as lenient readers inflate it; null when it is not deflate data. */
function inflate(data: Buffer, budget: number): Buffer | null | 'too much' {
  if (data.length < 3 || (data[0] & 0x0f) !== 8 || ((data[0] << 8) | data[1]) % 31 !== 0) return null;
  try {
    return inflateRawSync(data.subarray(2), {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: Math.max(1, budget),
    });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too much' : null;
  }
}

/**
 * The inflated bytes as they are and, when the dictionary names a predictor, undone for every row width and
 * colour count the text before the stream names (a decoy value in a string only adds a reading).
 */
function* unpredicted(data: Buffer, region: string): Generator<Buffer> {
  yield data;
  if (!region) return;
  const values = (key: string, most: number) => {
    const found = Array.from(region.matchAll(new RegExp(`/${key}\\s+(\\d+)`, 'g')), (m) => Number(m[1]));
    const kept = new Set(found.filter((n) => n > 0 && n <= most));
    return kept.size > 0 ? kept : new Set([1]);
  };
  for (const width of values('Columns', 1 << 16)) {
    for (const bytesPerPixel of values('Colors', 32)) {
      yield undoPng(data, width * bytesPerPixel, bytesPerPixel);
      yield undoTiff(data, width * bytesPerPixel, bytesPerPixel);
    }
  }
}

/** PNG predictors (Predictor ≥ 10): each row of `rowBytes` after its filter-type byte. */
function undoPng(data: Buffer, rowBytes: number, bpp: number): Buffer {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)];
    const src = r * (rowBytes + 1) + 1;
    const at = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? out[at + i - bpp] : 0;
      const up = r > 0 ? out[at - rowBytes + i] : 0;
      let add = 0;
      if (type === 1) add = left;
      else if (type === 2) add = up;
      else if (type === 3) add = (left + up) >> 1;
      else if (type === 4) {
        const upLeft = r > 0 && i >= bpp ? out[at - rowBytes + i - bpp] : 0;
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        add = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      out[at + i] = (data[src + i] + add) & 0xff;
    }
  }
  return out;
}

/** TIFF predictor 2 at 8 bits: each byte adds the one a pixel before it in its row. */
function undoTiff(data: Buffer, rowBytes: number, bpp: number): Buffer {
  const out = Buffer.from(data);
  for (let i = 0; i < out.length; i++) if (i % rowBytes >= bpp) out[i] = (out[i] + out[i - bpp]) & 0xff;
  return out;
}
