/**
 * A small, strict XML writer and reader for the banks' documents (CC5Request/Response, VposRequest/Response,
 * IPaySecure, SearchRequest/Response): elements, attributes, text and CDATA. No DTDs (so no entity tricks),
 * no mixed content, bounded size and depth; anything else is an XmlError rather than a guess.
 */

export class XmlError extends Error {}

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Text of a leaf element, as written; '' for elements with children. */
  text: string;
}

/** Request bodies: nested objects become nested elements, in insertion order. */
export type XmlTree = { [name: string]: string | XmlTree };

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
const NAME_AT = /[A-Za-z_][A-Za-z0-9_.:-]*/y;
const MAX_LENGTH = 1_000_000;
const MAX_DEPTH = 16;

/** Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab, CR, LF; U+FFFE, U+FFFF. */
function hasForbidden(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) return true;
  }
  return false;
}
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  if (hasForbidden(text)) throw new XmlError('control character in XML text');
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function writeElement(name: string, value: string | XmlTree): string {
  if (!NAME.test(name)) throw new XmlError(`invalid element name ${JSON.stringify(name)}`);
  const inner =
    typeof value === 'string'
      ? escapeXml(value)
      : Object.entries(value)
          .map(([k, v]) => writeElement(k, v))
          .join('');
  return `<${name}>${inner}</${name}>`;
}

export function buildXml(root: string, body: XmlTree, encoding: 'UTF-8' | 'ISO-8859-9'): string {
  return `<?xml version="1.0" encoding="${encoding}"?>${writeElement(root, body)}`;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]{1,10});|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new XmlError('bare & in text');
    if (ref in NAMED) return NAMED[ref];
    const m = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (!m) throw new XmlError(`unknown entity ${whole}`);
    const code = m[1] ? Number.parseInt(m[1], 16) : Number(m[2]);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new XmlError('invalid character reference');
    const char = String.fromCodePoint(code);
    if (hasForbidden(char)) throw new XmlError('invalid character reference');
    return char;
  });
}

class Reader {
  private pos = 0;

  constructor(private readonly src: string) {}

  document(): XmlElement {
    if (this.src.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.misc();
    if (this.src[this.pos] !== '<') throw new XmlError('no root element');
    const root = this.element(0);
    this.misc();
    if (this.pos !== this.src.length) throw new XmlError('content after the root element');
    return root;
  }

  /** Whitespace, comments and processing instructions (the XML declaration among them) between elements. */
  private misc(): void {
    for (;;) {
      this.space();
      if (this.src.startsWith('<!--', this.pos)) this.skipPast('-->');
      else if (this.src.startsWith('<?', this.pos)) this.skipPast('?>');
      else if (this.src.startsWith('<!', this.pos)) throw new XmlError('DTDs are not accepted');
      else return;
    }
  }

  private space(): boolean {
    const start = this.pos;
    while (/[ \t\r\n]/.test(this.src[this.pos] ?? '')) this.pos++;
    return this.pos > start;
  }

  private skipPast(end: string): string {
    const at = this.src.indexOf(end, this.pos);
    if (at < 0) throw new XmlError(`unterminated construct, expected ${end}`);
    const body = this.src.slice(this.pos, at);
    this.pos = at + end.length;
    return body;
  }

  private name(): string {
    NAME_AT.lastIndex = this.pos;
    const m = NAME_AT.exec(this.src);
    if (!m) throw new XmlError(`name expected at ${this.pos}`);
    this.pos += m[0].length;
    return m[0];
  }

  private expect(text: string): void {
    if (!this.src.startsWith(text, this.pos)) throw new XmlError(`${text} expected at ${this.pos}`);
    this.pos += text.length;
  }

  private element(depth: number): XmlElement {
    if (depth > MAX_DEPTH) throw new XmlError('nested too deeply');
    this.expect('<');
    const name = this.name();
    const attributes: Record<string, string> = Object.create(null);
    for (;;) {
      const spaced = this.space();
      if (this.src.startsWith('/>', this.pos)) {
        this.pos += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (this.src[this.pos] === '>') {
        this.pos++;
        break;
      }
      if (!spaced) throw new XmlError(`space expected at ${this.pos}`);
      const attr = this.name();
      this.space();
      this.expect('=');
      this.space();
      const quote = this.src[this.pos];
      if (quote !== '"' && quote !== "'") throw new XmlError('attribute value must be quoted');
      this.pos++;
      const raw = this.skipPast(quote);
      if (raw.includes('<')) throw new XmlError('< in attribute value');
      if (Object.hasOwn(attributes, attr)) throw new XmlError(`duplicate attribute ${attr}`);
      attributes[attr] = decodeEntities(raw);
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (this.pos >= this.src.length) throw new XmlError(`unclosed element ${name}`);
      if (this.src.startsWith('</', this.pos)) {
        this.pos += 2;
        const closing = this.name();
        this.space();
        this.expect('>');
        if (closing !== name) throw new XmlError(`</${closing}> closes <${name}>`);
        break;
      }
      if (this.src.startsWith('<!--', this.pos)) this.skipPast('-->');
      else if (this.src.startsWith('<![CDATA[', this.pos)) {
        this.pos += 9;
        text += this.skipPast(']]>');
      } else if (this.src.startsWith('<?', this.pos)) this.skipPast('?>');
      else if (this.src.startsWith('<!', this.pos)) throw new XmlError('DTDs are not accepted');
      else if (this.src[this.pos] === '<') children.push(this.element(depth + 1));
      else {
        const next = this.src.indexOf('<', this.pos);
        if (next < 0) throw new XmlError(`unclosed element ${name}`);
        const raw = this.src.slice(this.pos, next);
        if (raw.includes(']]>')) throw new XmlError(']]> in text');
        text += decodeEntities(raw);
        this.pos = next;
      }
    }
    if (children.length > 0 && text.trim() !== '') throw new XmlError(`mixed content in ${name}`);
    if (hasForbidden(text)) throw new XmlError('control character in text');
    return { name, attributes, children, text: children.length > 0 ? '' : text };
  }
}

export function parseXml(src: string): XmlElement {
  if (src.length > MAX_LENGTH) throw new XmlError('document too large');
  return new Reader(src).document();
}

/** First child element with that name (names are case-sensitive, as in XML). */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

export function descend(el: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  return names.reduce<XmlElement | undefined>((at, name) => child(at, name), el);
}

/** Direct leaf children as name → trimmed text; the first of repeated names wins. */
export function leafFields(el: XmlElement | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const c of el?.children ?? []) {
    if (c.children.length === 0 && !Object.hasOwn(out, c.name)) out[c.name] = c.text.trim();
  }
  return out;
}
