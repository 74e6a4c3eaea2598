import { describe, expect, it } from 'vitest';
import { EstV3Gateway } from '../../src/integrations/banks/estv3/gateway.js';
import { checkedCard } from '../../src/integrations/banks/format.js';
import {
  amountToKurus,
  type BankConfig,
  BankDeclinedError,
  cardBrand,
  createGateway,
  expiryMonth,
  expiryYearYY,
  expiryYYMM,
  expiryYYYYMM,
  kurusToAmount,
  luhnValid,
} from '../../src/integrations/banks/index.js';
import { decodeIso88599, encodeIso88599 } from '../../src/integrations/banks/iso8859-9.js';
import { PayFlexGateway } from '../../src/integrations/banks/payflex/gateway.js';
import { maskCardNumbers, safeRaw, scrubCard } from '../../src/integrations/banks/sanitize.js';
import { decodeBody } from '../../src/integrations/banks/transport.js';
import { buildXml, descend, leafFields, parseXml } from '../../src/integrations/banks/xml.js';

const card = { holder: 'Ayşe Yılmaz', number: '4546711234567894', expMonth: 3, expYear: 2026, cvv: '000' };

describe('amounts', () => {
  it('formats kuruş as the banks’ dot-decimal amount', () => {
    expect(kurusToAmount(10025)).toBe('100.25');
    expect(kurusToAmount(1)).toBe('0.01');
    expect(kurusToAmount(100)).toBe('1.00');
    expect(kurusToAmount(1010)).toBe('10.10');
    expect(kurusToAmount(0)).toBe('0.00');
    expect(kurusToAmount(123456789)).toBe('1234567.89');
    expect(() => kurusToAmount(-1)).toThrow();
    expect(() => kurusToAmount(1.5)).toThrow();
  });

  it('reads bank amounts strictly back into kuruş', () => {
    expect(amountToKurus('100.25')).toBe(10025);
    expect(amountToKurus('100.2')).toBe(10020);
    expect(amountToKurus('100')).toBe(10000);
    expect(amountToKurus('0.01')).toBe(1);
    for (const bad of ['1,00', '-1.00', '1.001', '', ' ', 'abc', '1e3', undefined]) {
      expect(amountToKurus(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('cards', () => {
  it('detects the PayFlex brand from the BIN: 4 is Visa (100), 51–55 and 2221–2720 Mastercard (200)', () => {
    expect(cardBrand('4546711234567894')).toBe(100);
    expect(cardBrand('5401341234567891')).toBe(200);
    expect(cardBrand('5100000000000008')).toBe(200);
    expect(cardBrand('5500000000000004')).toBe(200);
    expect(cardBrand('2221000000000009')).toBe(200);
    expect(cardBrand('2720990000000007')).toBe(200);
    expect(cardBrand('2220990000000008')).toBeNull();
    expect(cardBrand('2721000000000004')).toBeNull();
    expect(cardBrand('5600000000000003')).toBeNull();
    expect(cardBrand('378282246310005')).toBeNull();
    expect(cardBrand('9792000000000001')).toBeNull();
    expect(cardBrand('4546 7112 3456 7894')).toBe(100);
    expect(cardBrand('not-a-card')).toBeNull();
  });

  it('checks card numbers with Luhn', () => {
    for (const valid of ['4355084355084358', '4546711234567894', '5401341234567891', '378282246310005']) {
      expect(luhnValid(valid), valid).toBe(true);
    }
    expect(luhnValid('4546711234567895')).toBe(false);
    expect(luhnValid('4546 7112 3456 7894')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('writes the expiry as each protocol wants it: MM / YY (EstV3), YYMM (MPI), YYYYMM (VPOS)', () => {
    expect(expiryMonth(card)).toBe('03');
    expect(expiryYearYY(card)).toBe('26');
    expect(expiryYYMM(card)).toBe('2603');
    expect(expiryYYYYMM(card)).toBe('202603');
    const twoDigitYear = { ...card, expMonth: 12, expYear: 30 };
    expect(expiryYYMM(twoDigitYear)).toBe('3012');
    expect(expiryYYYYMM(twoDigitYear)).toBe('203012');
  });

  it('refuses a malformed card in Turkish without quoting it', () => {
    const cases = [
      [{ ...card, number: '4546711234567895' }, 'Kart numarası hatalı. Lütfen kontrol edip tekrar deneyin.'],
      [{ ...card, expMonth: 13 }, 'Kartın son kullanma tarihi hatalı.'],
      [{ ...card, cvv: '12' }, 'Kartın güvenlik kodu (CVV) hatalı.'],
    ] as const;
    for (const [bad, reason] of cases) {
      const error = (() => {
        try {
          checkedCard(bad);
        } catch (e) {
          return e as BankDeclinedError;
        }
      })();
      expect(error).toBeInstanceOf(BankDeclinedError);
      expect(error?.reason).toBe(reason);
      expect(error?.message).not.toContain(bad.number);
    }
    expect(checkedCard({ ...card, number: '4546 7112 3456 7894' }).number).toBe('4546711234567894');
  });
});

describe('ISO-8859-9 and XML', () => {
  it('encodes the Turkish letters to their Latin-5 bytes and back', () => {
    const bytes = encodeIso88599('ğĞıİşŞçÇöÖüÜ', () => '?');
    expect([...bytes]).toEqual([0xf0, 0xd0, 0xfd, 0xdd, 0xfe, 0xde, 0xe7, 0xc7, 0xf6, 0xd6, 0xfc, 0xdc]);
    expect(decodeIso88599(bytes)).toBe('ğĞıİşŞçÇöÖüÜ');
    expect(encodeIso88599('5€ Ð', (cp) => `&#${cp};`).toString('latin1')).toBe('5&#8364; &#208;');
  });

  it('reads the charset from the XML declaration, and falls back to Latin-5 for broken UTF-8', () => {
    const latin5 = encodeIso88599('<?xml version="1.0" encoding="ISO-8859-9"?><a>İşlem başarılı</a>', () => '?');
    expect(decodeBody(latin5, 'text/xml')).toContain('İşlem başarılı');
    expect(decodeBody(Buffer.from('<a>İşlem başarılı</a>', 'utf8'), 'text/xml; charset=utf-8')).toBe(
      '<a>İşlem başarılı</a>',
    );
    expect(
      decodeBody(
        encodeIso88599('<a>şğı</a>', () => '?'),
        '',
      ),
    ).toBe('<a>şğı</a>');
  });

  it('builds request XML in field order with escaping', () => {
    const xml = buildXml('CC5Request', { Name: 'A&B <x>', Extra: { ORDERSTATUS: 'QUERY' }, Taksit: '' }, 'UTF-8');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><CC5Request><Name>A&amp;B &lt;x&gt;</Name>' +
        '<Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra><Taksit></Taksit></CC5Request>',
    );
    expect(() => buildXml('CC5Request', { Name: 'a\u0001b' }, 'UTF-8')).toThrow();
    expect(() => buildXml('1bad', {}, 'UTF-8')).toThrow();
  });

  it('parses nested answers, entities, CDATA, attributes and self-closing elements', () => {
    const root = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
      <!-- answer -->
      <IPaySecure>
        <Message ID="m1">
          <VERes><Status>Y</Status><ACSUrl><![CDATA[https://acs.example/x?a=1&b=2]]></ACSUrl></VERes>
        </Message>
        <ErrorMessage>A &amp; B &#252;&#x131;</ErrorMessage>
        <Empty/>
      </IPaySecure>`);
    expect(root.name).toBe('IPaySecure');
    expect(descend(root, 'Message')?.attributes.ID).toBe('m1');
    expect(leafFields(descend(root, 'Message', 'VERes'))).toEqual({
      Status: 'Y',
      ACSUrl: 'https://acs.example/x?a=1&b=2',
    });
    expect(leafFields(root)).toEqual({ ErrorMessage: 'A & B üı', Empty: '' });
  });

  it.each([
    ['a DOCTYPE (entity expansion)', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['an unclosed element', '<a><b>text</b>'],
    ['text after the root', '<a/>trailing'],
    ['two roots', '<a/><b/>'],
    ['mixed content', '<a>text<b/>more</a>'],
    ['a bare ampersand', '<a>A & B</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['HTML', '<html><body><h1>Service Unavailable</h1><br></body></html>'],
    ['nothing', ''],
    ['JSON', '{"ok":true}'],
  ])('rejects %s', (_what, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});

describe('card data never leaves in bank texts or raw answers', () => {
  it('masks Luhn-valid card numbers but keeps 12-digit bank references', () => {
    expect(maskCardNumbers('Kart 4546711234567894 / 4546 7112 3456 7894 ref 230317184784')).toBe(
      'Kart 454671******7894 / 454671******7894 ref 230317184784',
    );
    expect(maskCardNumbers('id 1234567890123456')).toBe('id 1234567890123456');
  });

  it('drops secret fields from raw answers but keeps a bank-masked PAN', () => {
    const raw = safeRaw({
      Pan: '4546711234567894',
      PAN: '4546 71** **** 7894',
      Cvv: '000',
      CAVV: 'x',
      'Extra.CAVV_3D': 'y',
      AuthCode: '1',
      ErrMsg: 'kart 4546711234567894',
    });
    expect(raw).toEqual({ PAN: '4546 71** **** 7894', AuthCode: '1', ErrMsg: 'kart 454671******7894' });
  });

  it('blanks our own card number and a standalone CVV in a bank text', () => {
    expect(scrubCard('Pan 4546711234567894 cvv 917 tutar 1917', { number: '4546711234567894', cvv: '917' })).toBe(
      'Pan **** cvv *** tutar 1917',
    );
  });
});

describe('createGateway', () => {
  const est: BankConfig = {
    bankCode: '0010',
    protocol: 'estv3',
    storeType: '3d_pay_hosting',
    gateUrl: 'https://sanalpos2.ziraatbank.com.tr/fim/est3Dgate',
    apiUrl: 'https://sanalpos2.ziraatbank.com.tr/fim/api',
    clientId: '190100000',
    storeKey: 'k',
    apiUser: 'u',
    apiPassword: 'p',
  };
  const payflex: BankConfig = {
    ...est,
    protocol: 'payflex',
    storeType: '3d',
    gateUrl: 'https://mpi.ziraatbank.com.tr/MPI_Enrollment.aspx',
    apiUrl: 'https://sanalpos.ziraatbank.com.tr/v4/v3/Vposreq.aspx',
    queryUrl: 'https://sanalpos.ziraatbank.com.tr/v4/UIService/Search.aspx',
    terminalNo: 'VP000001',
  };

  it('chooses by protocol, so one bank code can use either infrastructure', () => {
    expect(createGateway(est)).toBeInstanceOf(EstV3Gateway);
    expect(createGateway(payflex)).toBeInstanceOf(PayFlexGateway);
    expect(createGateway(payflex).config).toBe(payflex);
  });

  it('refuses settings that cannot work', () => {
    expect(() => createGateway({ ...payflex, storeType: '3d_pay' })).toThrow(/PayFlex supports storeType 3d/);
    expect(() => createGateway({ ...est, storeKey: '' })).toThrow(/missing storeKey/);
    expect(() => createGateway({ ...payflex, terminalNo: undefined, queryUrl: '' })).toThrow(
      /missing terminalNo, queryUrl/,
    );
  });
});
