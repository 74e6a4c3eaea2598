/** The business declaration steps' texts, in Turkish (fetched with those steps); business.en.ts has the same shape. */
export const tr = {
  workplace: {
    tradeName: 'İşyeri adı (tabelada yazan)',
    tradeNameRequired: 'İşyerinin adını yazınız (en az 2 harf).',
    startedOn: 'Faaliyete başlama tarihi',
    startedOnRequired: 'Faaliyete başlama tarihini giriniz.',
    startedOnFuture: 'Başlama tarihi ileri bir tarih olamaz.',
  },
  ect: {
    intro:
      'Bina grubu işyerinin türünü ve büyüklüğünü, derece ise bulunduğu yeri gösterir; ikisi de belediye meclisince belirlenir. Emin değilseniz ÇTV Yıllık Tutarları sayfasına bakın.',
    buildingGroup: 'Bina grubu',
    groupRequired: 'Bina grubunu seçiniz.',
    groupName: (g: number) => `${g}. grup`,
    degree: 'Derece',
    degreeRequired: 'Dereceyi seçiniz.',
    degreeName: (d: number) => `${d}. derece`,
  },
  ad: {
    intro:
      'Her tabelayı ayrı ekleyin. Vergi, reklamın türüne, alanına (en × boy × yüz) ve bulunduğu yerin grubuna göre yıllık tarifeden hesaplanır. ' +
      'Araç üzeri reklamda en ve boy, reklamın araç üzerindeki ölçüsüdür: vergi aracın değil reklamın m²’si üzerindendir (2464 md. 15).',
    boardNo: (n: number) => `${n}. reklam`,
    adType: 'Reklam türü',
    adTypeRequired: 'Reklam türünü seçiniz.',
    width: 'En (m)',
    height: 'Boy (m)',
    sizeInvalid: 'Ölçü 0’dan büyük ve en çok 200 m olmalıdır.',
    sides: 'Yüz sayısı',
    sidesShort: (n: number) => `${n} yüz`,
    weeks: 'Asılı kalacağı hafta',
    weeksShort: (n: number) => `${n} hafta`,
    weeksInvalid: 'Hafta sayısı 1 ile 52 arasında olmalıdır.',
    quantity: 'Adet',
    quantityHint: (unit: string, sized: boolean) =>
      sized
        ? `Aynı ölçüdeki reklam sayısı (araç üzeri reklamda araç sayısı). Tarife birimi: ${unit}`
        : `Tarife birimi: ${unit}`,
    quantityInvalid: 'Adet 1 veya daha büyük bir tam sayı olmalıdır.',
    locationGroup: 'Yer grubu',
    locationRequired: 'Yer grubunu seçiniz.',
    locationName: (g: number) =>
      ['1. grup (bulvar, meydan)', '2. grup (ana cadde)', '3. grup (cadde)', '4. grup (sokak)', '5. grup (ara sokak)'][
        g - 1
      ] ?? `${g}. grup`,
    location: 'Reklamın yeri',
    locationHint: 'Ör. “Giriş kapısı üstü, cephe”.',
    locationTextRequired: 'Reklamın nerede olduğunu yazınız.',
    addBoard: 'Reklam ekle',
    removeBoard: (n: number) => `${n}. reklamı çıkar`,
  },
  entertainment: {
    venueType: 'Eğlence yeri / faaliyet türü',
    venueRequired: 'Faaliyet türünü seçiniz.',
    group: 'Tarife grubu',
    groupName: (g: number) => `${g}. grup`,
    groupRequired: 'Tarife grubunu seçiniz.',
    period: 'Beyan dönemi',
    periods: { DAILY: 'Günlük (etkinlik)', MONTHLY: 'Aylık', ANNUAL: 'Yıllık' },
    startDate: 'Dönemin (etkinliğin) ilk günü',
    startHint: 'Aylık beyanda ayın ilk günü. Vergi, izleyen ayın 20’sine kadar ödenir.',
    startRequired: 'Dönemin ilk gününü giriniz.',
    days: 'Açık olunan gün sayısı',
    daysHint: (max: number) => `Dönem içinde çalışılan gün (1–${max}).`,
    daysInvalid: (max: number) => `Gün sayısı 1 ile ${max} arasında olmalıdır.`,
    ticketRevenue: 'Bilet hasılatı (₺, vergi hariç)',
    ticketHint: 'Dönemde satılan biletlerin vergi hariç toplamı.',
    revenueInvalid: 'Hasılatı rakamla yazınız (ör. 12500,00).',
  },
};
export type BusinessTexts = typeof tr;
