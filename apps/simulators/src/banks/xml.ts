import { type Charset, decodeLatin5, decodeUtf8, encodeLatin5Xml } from './charset.js';

/**
 * A small, strict XML reader and writer for the flat documents of the bank protocols (CC5Request, VposRequest,
 * SearchRequest, IPaySecure …). No DTDs, no entities beyond the predefined five and character references, no
 * mixed content, no duplicate child names: anything a bank's parser would choke on is refused here too.
 */
export class XmlError extends Error {}

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Raw character data (entities decoded); only leaves have any besides whitespace. */
  text: string;
}

export interface XmlLimits {
  maxDepth: number;
  maxElements: number;
}

const defaultLimits: XmlLimits = { maxDepth: 12, maxElements: 2000 };
const namePattern = /[A-Za-z_][A-Za-z0-9_.:-]*/y;
const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Outside the XML 1.0 Char production: C0 controls other than tab, CR and LF, and U+FFFE/U+FFFF. */
function hasForbiddenChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) return true;
  }
  return false;
}

function decodeEntities(raw: string): string {
  if (hasForbiddenChar(raw)) throw new XmlError('XML içinde izin verilmeyen karakter var');
  return raw.replace(/&([^;&\s<]*);|&/g, (match, ref: string | undefined) => {
    if (ref === undefined) throw new XmlError('Çıplak & karakteri');
    if (ref in predefined) return predefined[ref];
    const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (!numeric) throw new XmlError(`Tanımsız varlık: ${match}`);
    const code = numeric[1] ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
    const char = code <= 0x10ffff ? String.fromCodePoint(code) : '';
    if (!char || hasForbiddenChar(char) || (code >= 0xd800 && code <= 0xdfff)) {
      throw new XmlError(`Geçersiz karakter başvurusu: ${match}`);
    }
    return char;
  });
}

class Reader {
  pos = 0;
  elements = 0;

  constructor(
    readonly source: string,
    readonly limits: XmlLimits,
  ) {}

  fail(message: string): never {
    throw new XmlError(`${message} (konum ${this.pos})`);
  }

  startsWith(text: string) {
    return this.source.startsWith(text, this.pos);
  }

  skipSpace() {
    while (this.pos < this.source.length && ' \t\r\n'.includes(this.source[this.pos])) this.pos++;
  }

  expect(text: string) {
    if (!this.startsWith(text)) this.fail(`'${text}' bekleniyordu`);
    this.pos += text.length;
  }

  name(): string {
    namePattern.lastIndex = this.pos;
    const match = namePattern.exec(this.source);
    if (!match) this.fail('Geçersiz eleman ya da öznitelik adı');
    this.pos += match[0].length;
    return match[0];
  }

  until(terminator: string, what: string): string {
    const end = this.source.indexOf(terminator, this.pos);
    if (end < 0) this.fail(`Kapanmamış ${what}`);
    const text = this.source.slice(this.pos, end);
    this.pos = end + terminator.length;
    return text;
  }

  /** Whitespace and comments between markup; DTDs and processing instructions are refused. */
  skipMisc() {
    for (;;) {
      this.skipSpace();
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<!') || this.startsWith('<?')) this.fail('DTD ve işleme talimatları desteklenmez');
      else return;
    }
  }

  comment() {
    this.pos += 4;
    const body = this.until('-->', 'yorum');
    if (body.includes('--')) this.fail('Yorum içinde -- olamaz');
  }

  attributes(): Record<string, string> {
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = this.pos;
      this.skipSpace();
      if (this.startsWith('>') || this.startsWith('/>')) return attributes;
      if (this.pos === before) this.fail('Öznitelikler boşlukla ayrılmalı');
      const name = this.name();
      this.skipSpace();
      this.expect('=');
      this.skipSpace();
      const quote = this.source[this.pos];
      if (quote !== '"' && quote !== "'") this.fail('Öznitelik değeri tırnak içinde olmalı');
      this.pos++;
      const raw = this.until(quote, 'öznitelik değeri');
      if (raw.includes('<')) this.fail('Öznitelik değerinde < olamaz');
      if (Object.hasOwn(attributes, name)) this.fail(`Yinelenen öznitelik: ${name}`);
      attributes[name] = decodeEntities(raw);
    }
  }

  element(depth: number): XmlElement {
    if (depth > this.limits.maxDepth) this.fail('XML çok derin');
    if (++this.elements > this.limits.maxElements) this.fail('XML çok büyük');
    this.expect('<');
    const name = this.name();
    const element: XmlElement = { name, attributes: this.attributes(), children: [], text: '' };
    if (this.startsWith('/>')) {
      this.pos += 2;
      return element;
    }
    this.expect('>');
    for (;;) {
      if (this.pos >= this.source.length) this.fail(`Kapanmamış eleman: ${name}`);
      if (this.startsWith('</')) {
        this.pos += 2;
        if (this.name() !== name) this.fail(`Kapanış etiketi ${name} ile eşleşmiyor`);
        this.skipSpace();
        this.expect('>');
        break;
      }
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<![CDATA[')) {
        this.pos += 9;
        const data = this.until(']]>', 'CDATA');
        if (hasForbiddenChar(data)) this.fail('CDATA içinde izin verilmeyen karakter var');
        element.text += data;
      } else if (this.startsWith('<!') || this.startsWith('<?')) this.fail('DTD ve işleme talimatları desteklenmez');
      else if (this.startsWith('<')) element.children.push(this.element(depth + 1));
      else {
        const next = this.source.indexOf('<', this.pos);
        const raw = this.source.slice(this.pos, next < 0 ? this.source.length : next);
        if (raw.includes(']]>')) this.fail('Metinde ]]> olamaz');
        element.text += decodeEntities(raw);
        this.pos += raw.length;
      }
    }
    if (element.children.length && element.text.trim()) this.fail(`Karışık içerik desteklenmez: ${name}`);
    return element;
  }
}

const declarationPattern = new RegExp(
  String.raw`^<\?xml\s+version\s*=\s*(["'])1\.[0-9]\1` +
    String.raw`(?:\s+encoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?` +
    String.raw`(?:\s+standalone\s*=\s*(["'])(?:yes|no)\4)?\s*\?>`,
);

/** Reads the XML declaration, if any: [its length, the declared encoding or undefined]. */
function declaration(head: string): [number, string | undefined] {
  if (!head.startsWith('<?xml')) return [0, undefined];
  const match = declarationPattern.exec(head);
  if (!match) throw new XmlError('Geçersiz XML bildirimi');
  return [match[0].length, match[3]];
}

export function parseXml(source: string, limits: XmlLimits = defaultLimits): XmlElement {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const reader = new Reader(text, limits);
  reader.pos = declaration(text)[0];
  reader.skipMisc();
  if (!reader.startsWith('<')) reader.fail('Kök eleman bulunamadı');
  const root = reader.element(1);
  reader.skipMisc();
  if (reader.pos !== text.length) reader.fail('Kök elemandan sonra içerik var');
  return root;
}

/** Bytes → text by the declared encoding (UTF-8 when none is declared, as XML says). */
export function decodeXml(bytes: Uint8Array): { text: string; charset: Charset } {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  // The declaration is ASCII in both encodings, so a Latin-1 peek finds it safely.
  const head = Buffer.from(bytes.subarray(start, start + 200)).toString('latin1');
  const declared = declaration(head)[1]?.toUpperCase();
  if (declared === undefined || declared === 'UTF-8' || declared === 'UTF8') {
    const text = decodeUtf8(bytes.subarray(start));
    if (text === null) throw new XmlError('Geçersiz UTF-8 baytları');
    return { text, charset: 'UTF-8' };
  }
  if (declared === 'ISO-8859-9' || declared === 'ISO8859-9' || declared === 'LATIN5') {
    if (start) throw new XmlError('ISO-8859-9 belgede UTF-8 BOM olamaz');
    return { text: decodeLatin5(bytes), charset: 'ISO-8859-9' };
  }
  throw new XmlError(`Desteklenmeyen karakter kodlaması: ${declared}`);
}

export function parseXmlBytes(bytes: Uint8Array): { root: XmlElement; charset: Charset } {
  const { text, charset } = decodeXml(bytes);
  return { root: parseXml(text), charset };
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/**
 * The leaf children as name → trimmed text. Container children are left to `child`; a name given twice is an
 * error because which of the two a bank would use is anyone's guess.
 */
export function leafFields(element: XmlElement): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const c of element.children) {
    if (seen.has(c.name)) throw new XmlError(`Yinelenen alan: ${c.name}`);
    seen.add(c.name);
    if (!c.children.length) fields[c.name] = c.text.trim();
  }
  return fields;
}

/**
 * Content for `buildXml`: text, nested elements in insertion order, or a list (the same element repeated).
 * Undefined members are left out.
 */
export type XmlContent = string | XmlFields | XmlContent[];
export interface XmlFields {
  [name: string]: XmlContent | undefined;
}

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

const wholeName = new RegExp(`^${namePattern.source}$`);

function buildElement(name: string, content: XmlContent): string {
  if (!wholeName.test(name)) throw new Error(`Geçersiz XML eleman adı: ${name}`);
  if (Array.isArray(content)) return content.map((item) => buildElement(name, item)).join('');
  if (typeof content === 'string') return `<${name}>${escapeXml(content)}</${name}>`;
  const inner = Object.entries(content)
    .filter((entry): entry is [string, XmlContent] => entry[1] !== undefined)
    .map(([childName, value]) => buildElement(childName, value))
    .join('');
  return `<${name}>${inner}</${name}>`;
}

/** A whole document as text, with a declaration naming `charset`. */
export function buildXml(root: string, content: XmlFields, charset: Charset = 'UTF-8'): string {
  return `<?xml version="1.0" encoding="${charset}"?>\n${buildElement(root, content)}`;
}

/** `buildXml` text → the bytes its declaration promises. */
export function encodeXml(xml: string, charset: Charset): Buffer {
  return charset === 'UTF-8' ? Buffer.from(xml, 'utf8') : encodeLatin5Xml(xml);
}
