import {
  cardBrand,
  checkOldestFirst,
  luhnValid,
  paymentPause,
  selectOldestFirst,
} from '@e-belediye/contracts/payments';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings.js';
import { bankFormOrigins } from '../../src/modules/payments/banks.js';
import { newOrderNo } from '../../src/modules/payments/orders.js';
import { issuePaymentToken, readPaymentToken } from '../../src/modules/payments/tokens.js';
import { maskName } from '../../src/modules/registries/index.js';

const window = (sh: number, sm: number, fh: number, fm: number) => ({
  OperationPauseStartHours: sh,
  OperationPauseStartMinute: sm,
  OperationPauseFinishHours: fh,
  OperationPauseFinishMinute: fm,
});
/** A moment given in Istanbul time (UTC+3 all year since 2016). */
const istanbul = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+03:00`);

describe('daily payment pause', () => {
  it('crosses midnight: 23:45–00:15 pauses at 23:50 and 00:10, not at 00:15 or 23:44', () => {
    const w = window(23, 45, 0, 15);
    expect(paymentPause(w, istanbul('23:50'))).toEqual({ from: '23:45', until: '00:15' });
    expect(paymentPause(w, istanbul('00:10'))).not.toBeNull();
    expect(paymentPause(w, istanbul('00:15'))).toBeNull();
    expect(paymentPause(w, istanbul('23:44'))).toBeNull();
  });

  it('a same-day window and an empty one (start = finish)', () => {
    expect(paymentPause(window(2, 0, 4, 30), istanbul('03:00'))).toEqual({ from: '02:00', until: '04:30' });
    expect(paymentPause(window(2, 0, 4, 30), istanbul('04:30'))).toBeNull();
    expect(paymentPause(window(0, 0, 0, 0), istanbul('00:00'))).toBeNull();
  });

  it('uses Istanbul time whatever the server clock zone: 20:50 UTC is 23:50 in Turkey', () => {
    expect(paymentPause(window(23, 45, 0, 15), new Date('2026-11-23T20:50:00Z'))).not.toBeNull();
  });
});

describe('cards', () => {
  it('brand codes VISA 100 and MASTER 200 (51–55 and 2221–2720); others none', () => {
    expect(cardBrand('4546 7112 3456 7894')).toBe(100);
    expect(cardBrand('5406675406675403')).toBe(200);
    expect(cardBrand('2221000000000009')).toBe(200);
    expect(cardBrand('2721000000000004')).toBeNull();
    expect(cardBrand('378282246310005')).toBeNull();
    expect(cardBrand('9792000000000001')).toBeNull();
  });

  it('Luhn accepts published test numbers and refuses a changed digit', () => {
    expect(luhnValid('4546711234567894')).toBe(true);
    expect(luhnValid('5406675406675403')).toBe(true);
    expect(luhnValid('4546711234567895')).toBe(false);
    expect(luhnValid('45467112')).toBe(false);
  });
});

describe('payment tokens and order numbers', () => {
  const settings = loadSettings({}, {});

  it('a token reads back its registry and channel, and refuses tampering and expiry', () => {
    const token = issuePaymentToken(settings, { registryOid: 42, channel: 'MATRIMONY', accrualOid: 7 }, 1_000);
    expect(readPaymentToken(settings, token, 2_000)).toEqual({ registryOid: 42, channel: 'MATRIMONY', accrualOid: 7 });
    expect(() => readPaymentToken(settings, token.replace('.42.', '.43.'), 2_000)).toThrow(/süresi doldu/);
    expect(() => readPaymentToken(settings, token, 1_000 + 31 * 60_000)).toThrow(/süresi doldu/);
    const other = loadSettings({ secrets: { machineKey: 'another-key' } }, {});
    expect(() => readPaymentToken(other, token, 2_000)).toThrow();
  });

  it('order numbers are 20 characters, dated in Istanbul time and unique', () => {
    const nos = new Set(Array.from({ length: 1000 }, () => newOrderNo(new Date('2026-11-23T22:30:00Z'))));
    expect(nos.size).toBe(1000);
    for (const no of nos) expect(no).toMatch(/^EB261124[A-Z2-9]{12}$/);
  });

  it('names are masked as a stranger may see them', () => {
    expect(maskName('Zeynep Arslan')).toBe('Ze**** Ar****');
    expect(maskName('Ali Er')).toBe('Al* E*');
    expect(maskName('YEŞİLVADİ İNŞAAT LTD. ŞTİ.')).toBe('YE******* İN**** LT** ŞT**');
  });
});

describe('where the browser may post a bank form', () => {
  it('our origin’s forms may go to each bank’s gate, PayFlex’s payment page and its issuers’ 3-D Secure pages, nothing else', () => {
    const settings = loadSettings({ simulatorsUrl: 'http://127.0.0.1:45678' }, {});
    const payflex = settings.payments.banks['0015']!;
    settings.payments.banks['0015'] = {
      ...payflex,
      commonPaymentUrl: 'https://cpweb.bank.example/CommonPayment/api/RegisterTransaction',
      acsOrigins: ['https://acs.issuer-a.example/mdpayacs/pareq', 'https://3ds.issuer-b.example'],
    };
    expect(bankFormOrigins(settings)).toEqual([
      'http://127.0.0.1:45678',
      'https://cpweb.bank.example',
      'https://acs.issuer-a.example',
      'https://3ds.issuer-b.example',
    ]);
  });
});

describe('oldest first, where the payer selects', () => {
  const debt = (oid: number, due: string, revenue = 40, meter: string | null = '100234') => ({
    AccrualOid: oid,
    RevenueCode: revenue,
    SubscriberNo: meter,
    DueDate: due,
  });
  const open = [
    debt(1, '2026-03-10'),
    debt(2, '2026-04-10'),
    debt(3, '2026-05-10'),
    debt(4, '2026-02-10', 40, '999999'),
    debt(5, '2026-01-31', 1, null),
  ];
  const oids = (s: Set<number>) => [...s].sort((a, b) => a - b);

  it('choosing a debt chooses the older ones of its revenue type and meter, nothing else', () => {
    const { selected, also } = selectOldestFirst(open, new Set(), [3], true);
    expect(oids(selected)).toEqual([1, 2, 3]);
    expect(also.map((d) => d.AccrualOid)).toEqual([1, 2]);
    expect(checkOldestFirst(open, selected)).toBeNull();
  });

  it('dropping a debt drops the newer ones of its group; the oldest alone needs nothing else', () => {
    const { selected, also } = selectOldestFirst(open, new Set([1, 2, 3, 5]), [2], false);
    expect(oids(selected)).toEqual([1, 5]);
    expect(also.map((d) => d.AccrualOid)).toEqual([3]);
    expect(selectOldestFirst(open, new Set(), [1], true).also).toEqual([]);
  });

  it('a selection made this way never breaks the rule the server checks', () => {
    let chosen = new Set<number>();
    for (const [oid, on] of [
      [3, true],
      [4, true],
      [2, false],
      [5, true],
      [3, true],
      [1, false],
    ] as const) {
      chosen = selectOldestFirst(open, chosen, [oid], on).selected;
      expect(checkOldestFirst(open, chosen)).toBeNull();
    }
  });
});
