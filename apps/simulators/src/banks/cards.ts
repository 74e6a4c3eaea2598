/** What a test card makes the simulated bank do. */
export const behaviours = [
  'success',
  'auth-failure',
  'not-enrolled',
  'insufficient-funds',
  'expired-card',
  'reject',
  'timeout',
  'lost-callback',
  'duplicate-callback',
  'tampered-callback',
] as const;
export type Behaviour = (typeof behaviours)[number];

export type CardBrand = 'VISA' | 'MASTERCARD' | 'TROY' | 'AMEX';

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: Behaviour;
}

/** Turkish descriptions for the test-card tables; `estv3` and `payflex` say where the two differ. */
export const behaviourInfo: Record<Behaviour, { title: string; estv3: string; payflex: string }> = {
  success: {
    title: 'Başarılı',
    estv3: 'ACS onayı → mdStatus 1; provizyon / 3D Pay çekimi ProcReturnCode 00 (Approved).',
    payflex: 'Enrollment Y → ACS onayı → Status Y; provizyon ResultCode 0000.',
  },
  'auth-failure': {
    title: '3D doğrulama başarısız',
    estv3: 'Doğru kod girilse de mdStatus 0 (txstatus N), failUrl’e döner; çekim yapılmaz.',
    payflex: 'ACS sonrası Status N, FailureUrl’e döner.',
  },
  'not-enrolled': {
    title: 'Kart 3D Secure’e kayıtlı değil',
    estv3: 'ACS sayfası açılmaz; mdStatus 2 (yarı 3D) ile failUrl’e döner, 3D Pay’de çekim yapılmaz.',
    payflex: 'Enrollment yanıtı VERes Status N (ACSUrl yok).',
  },
  'insufficient-funds': {
    title: 'Yetersiz bakiye',
    estv3: 'Provizyon / 3D Pay çekimi ProcReturnCode 51 (Declined).',
    payflex: 'Provizyon ResultCode 0051.',
  },
  'expired-card': {
    title: 'Süresi dolmuş kart',
    estv3: 'Provizyon / 3D Pay çekimi ProcReturnCode 54 (Declined). Geçmiş tarihli son kullanma da aynı sonucu verir.',
    payflex: 'Provizyon ResultCode 0054. Geçmiş tarihli son kullanma da aynı sonucu verir.',
  },
  reject: {
    title: 'Genel red',
    estv3: 'Provizyon / 3D Pay çekimi ProcReturnCode 05 (Declined). Tabloda olmayan her geçerli kart da böyledir.',
    payflex: 'Provizyon ResultCode 0312 (RED-GEÇERSİZ KART). Tabloda olmayan her geçerli kart da böyledir.',
  },
  timeout: {
    title: 'Banka zaman aşımı',
    estv3:
      '3D modelde provizyon isteği askıda kalır, süre sonunda 504; 3D Pay’de ACS onayı askıda kalır, ' +
      'süre sonunda 504. ' +
      'Her iki durumda da çekim yapılmıştır (sipariş sorgusunda görünür).',
    payflex: 'Provizyon isteği askıda kalır, süre sonunda 504; çekim yapılmıştır (Search ile görünür).',
  },
  'lost-callback': {
    title: 'Kayıp dönüş (callback)',
    estv3:
      'ACS sonrası “işlem tamamlandı” denir ama okUrl’e POST yapılmaz. 3D Pay’de çekim yapılmıştır; 3D’de ' +
      'sipariş sorgusu PN (provizyon bekliyor) döner.',
    payflex: 'ACS sonrası SuccessUrl’e POST yapılmaz; doğrulama tamamdır ama işyeri CAVV’yi hiç almaz.',
  },
  'duplicate-callback': {
    title: 'Çift dönüş',
    estv3:
      'Dönüş sayfası aynı alanları iki kez POST eder (gizli çerçeve + ana pencere); “Tekrar gönder” düğmesi de var.',
    payflex: 'Dönüş sayfası aynı alanları iki kez POST eder; “Tekrar gönder” düğmesi de var.',
  },
  'tampered-callback': {
    title: 'Değiştirilmiş dönüş',
    estv3: 'Dönüşün HASH alanı bilerek yanlış: işyeri doğrulamada reddetmelidir.',
    payflex:
      'Dönüşteki PurchAmount gerçek tutarın onda biri: işyeri kendi bekleyen siparişiyle eşleştirip reddetmelidir.',
  },
};

/** Behaviour cards share one readable pattern: 4090 0000 0000 CCC? (Visa) and 5409 0000 0000 CCC? (Mastercard). */
const behaviourCodes: Array<[Behaviour, string]> = [
  ['auth-failure', '300'],
  ['not-enrolled', '302'],
  ['insufficient-funds', '051'],
  ['expired-card', '054'],
  ['reject', '005'],
  ['timeout', '504'],
  ['lost-callback', '410'],
  ['duplicate-callback', '222'],
  ['tampered-callback', '666'],
];

export function luhnValid(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let digit = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function withCheckDigit(body: string): string {
  for (let d = 0; d < 10; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error(`no check digit for ${body}`);
}

export const testCards: readonly TestCard[] = [
  // The public NestPay test cards (mews/pos examples), so copied integration habits keep working.
  { number: '4546711234567894', brand: 'VISA', behaviour: 'success' },
  { number: '5406675406675403', brand: 'MASTERCARD', behaviour: 'success' },
  { number: '4355084355084358', brand: 'VISA', behaviour: 'success' },
  { number: '5401341234567891', brand: 'MASTERCARD', behaviour: 'success' },
  ...behaviourCodes.flatMap(([behaviour, code]): TestCard[] => [
    { number: withCheckDigit(`409000000000${code}`), brand: 'VISA', behaviour },
    { number: withCheckDigit(`540900000000${code}`), brand: 'MASTERCARD', behaviour },
  ]),
];

const byNumber = new Map(testCards.map((card) => [card.number, card]));

export function brandOf(pan: string): CardBrand | null {
  if (/^4/.test(pan)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'MASTERCARD';
  if (/^9792/.test(pan)) return 'TROY';
  if (/^3[47]/.test(pan)) return 'AMEX';
  return null;
}

/** A Luhn-valid number's behaviour: its table entry, else 'reject' (a real test host declines unknown cards). */
export function behaviourOf(pan: string): Behaviour {
  return byNumber.get(pan)?.behaviour ?? 'reject';
}

/** '4546711234567894' → '454671***7894' (EstV3 MaskedPan, PayFlex Pan). */
export function maskShort(pan: string): string {
  return `${pan.slice(0, 6)}***${pan.slice(-4)}`;
}

/** '4546711234567894' → '4546 71** **** 7894' (EstV3 maskedCreditCard, ACS pages). */
export function maskSpaced(pan: string): string {
  const masked = `${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** True when a card expiring at the end of month/fullYear is past at `now` (Istanbul time is close enough). */
export function isExpired(month: number, fullYear: number, now: number): boolean {
  return Date.UTC(fullYear, month, 1) <= now;
}
