import { describe, expect, it } from 'vitest';
import { luhnValid, testCards } from '../src/banks/cards.js';
import { decodeLatin5, encodeLatin5Xml } from '../src/banks/charset.js';
import { hashV3, strnatcasecmp, verifyHashV3 } from '../src/banks/estv3/hash.js';
import { buildXml, leafFields, parseXml, parseXmlBytes, XmlError } from '../src/banks/xml.js';

import { requestVectors, STORE_KEY as storeKey, ziraatCallback } from './fixtures/estv3-vectors.js';

describe('EstV3 ver3 hash', () => {
  it.each(requestVectors)('reproduces the published $name vector', ({ fields, hash }) => {
    expect(hashV3(fields, storeKey)).toBe(hash);
  });

  it('verifies the captured Ziraat 3D Pay callback and rejects it once mdStatus is blanked', () => {
    // PHP nulls, as the published test has them.
    const callback: Record<string, string | null> = { ...ziraatCallback, TRANID: null, taksit: null };
    expect(verifyHashV3(callback, storeKey, callback.HASH ?? '')).toBe(true);
    expect(verifyHashV3({ ...callback, mdStatus: '' }, storeKey, callback.HASH ?? '')).toBe(false);
  });

  it('excludes hash, encoding and nationalidno case-insensitively and escapes | and \\', () => {
    const base = { oid: 'a|b', note: 'c\\d' };
    const hash = hashV3(base, 'k');
    expect(hashV3({ ...base, HASH: 'x', Encoding: 'UTF-8', NationalIdNo: '1' }, 'k')).toBe(hash);
    // Without escaping, 'a|b' + 'c' would collide with 'a' + 'b|c'.
    expect(hashV3({ a: 'a|b', b: 'c' }, 'k')).not.toBe(hashV3({ a: 'a', b: 'b|c' }, 'k'));
  });
});

describe('PHP strnatcasecmp order', () => {
  it('compares digit runs as numbers and folds case', () => {
    const sorted = ['item10', 'Item2', 'item1', 'ITEM20'].sort(strnatcasecmp);
    expect(sorted).toEqual(['item1', 'Item2', 'item10', 'ITEM20']);
  });

  it('puts underscore after letters (upper-case folding) and digits before both', () => {
    expect(strnatcasecmp('a_b', 'aBc')).toBeGreaterThan(0);
    expect(strnatcasecmp('a1', 'a_')).toBeLessThan(0);
    expect(strnatcasecmp('md', 'mdStatus')).toBeLessThan(0);
    expect(strnatcasecmp('TRANID', 'TransId')).toBeLessThan(0);
  });
});

describe('strict XML reader and writer', () => {
  it('reads nested flat documents, comments, CDATA and character references', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?><!-- istek --><CC5Request><Name>a&amp;b</Name>' +
        '<Total><![CDATA[1.01]]></Total><Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra>' +
        '<X>&#304;&#x15F;</X></CC5Request>',
    );
    expect(root.name).toBe('CC5Request');
    expect(leafFields(root)).toEqual({ Name: 'a&b', Total: '1.01', X: 'İş' });
  });

  it.each([
    ['a DTD (no entity expansion)', '<!DOCTYPE x [<!ENTITY e "x">]><a>&e;</a>'],
    ['an unclosed element', '<a><b>1</b>'],
    ['mismatched tags', '<a><b>1</c></a>'],
    ['mixed content', '<a>text<b>1</b></a>'],
    ['a bare ampersand', '<a>AT&T</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['content after the root', '<a/><b/>'],
    ['a control character', '<a>\u0001</a>'],
    ['an empty document', ''],
    ['a processing instruction', '<a><?php echo 1 ?></a>'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseXml(text)).toThrow(XmlError);
  });

  it('refuses documents nested too deep and duplicate fields', () => {
    expect(() => parseXml(`${'<a>'.repeat(40)}${'</a>'.repeat(40)}`)).toThrow(XmlError);
    expect(() => leafFields(parseXml('<r><Total>1</Total><Total>2</Total></r>'))).toThrow(XmlError);
  });

  it('decodes ISO-8859-9 by the declaration and refuses undeclared non-UTF-8 bytes', () => {
    const latin5 = encodeLatin5Xml('<?xml version="1.0" encoding="ISO-8859-9"?><r><Ad>İşçi Ğüş</Ad></r>');
    expect(latin5.includes(0xdd)).toBe(true);
    const { root, charset } = parseXmlBytes(latin5);
    expect(charset).toBe('ISO-8859-9');
    expect(leafFields(root).Ad).toBe('İşçi Ğüş');
    expect(() => parseXmlBytes(Buffer.from([0x3c, 0x72, 0x3e, 0xdd, 0x3c, 0x2f, 0x72, 0x3e]))).toThrow(XmlError);
    expect(() => parseXmlBytes(Buffer.from('<?xml version="1.0" encoding="EBCDIC"?><r/>'))).toThrow(XmlError);
  });

  it('maps the six Turkish letters of Latin-5 and writes others as character references', () => {
    expect(decodeLatin5(Uint8Array.from([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe, 0xe7]))).toBe('ĞİŞğışç');
    expect(encodeLatin5Xml('€').toString('latin1')).toBe('&#8364;');
  });

  it('escapes text when building and repeats list members', () => {
    const xml = buildXml('R', { A: '<1 & 2>', L: [{ B: 'x' }, { B: 'y' }] });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<R><A>&lt;1 &amp; 2&gt;</A><L><B>x</B></L><L><B>y</B></L></R>',
    );
    expect(parseXml(xml).children[0].text).toBe('<1 & 2>');
  });
});

describe('test cards', () => {
  it('are all Luhn-valid and unique', () => {
    for (const card of testCards) expect(luhnValid(card.number), card.number).toBe(true);
    expect(new Set(testCards.map((c) => c.number)).size).toBe(testCards.length);
  });
});
