/** The tariff and valuation lookups’ texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  filters: {
    year: 'Yıl',
    county: 'İlçe',
    district: 'Mahalle',
    street: 'Cadde/Sokak',
    streetName: 'Cadde/sokak adında ara',
    usage: 'Kullanım',
    buildingClass: 'Bina sınıfı',
    constructionGroup: 'Yapı grubu',
    group: 'Grup',
    buildingGroup: 'Bina grubu',
    degree: 'Derece',
  },
  streetValuation: {
    intro:
      'Emlak vergisine esas arsa m² rayiç bedelleri, cadde ve sokak bazında. Yıl seçip ilçe, mahalle ve sokakla daraltabilirsiniz.',
    county: 'İlçe',
    district: 'Mahalle',
    street: 'Cadde/Sokak',
    value: 'm² Rayiç Bedel',
  },
  constructionCost: {
    intro:
      'Bina vergi değerinin hesabında kullanılan m² normal inşaat maliyetleri (Hazine ve Maliye Bakanlığı ile Çevre, Şehircilik ve İklim Değişikliği Bakanlığınca yayımlanır).',
    usage: 'Kullanım',
    type: 'Yapı Tarzı',
    class: 'Sınıf',
    cost: 'm² Maliyet',
  },
  abrasionShare: {
    intro: 'Bina vergi değerinden bina yaşına ve yapı tarzına göre düşülen aşınma payı oranları.',
    group: 'Yapı Grubu',
    types: 'Yapı Tarzları',
    age: 'Bina Yaşı',
    share: 'Aşınma Payı',
    ageRange: (from: number, to: number | null) => (to === null ? `${from} yaş ve üzeri` : `${from}–${to} yaş`),
  },
  adTariff: {
    intro: 'İlan ve reklam vergisinin yıllık grup tarifesi. Tarife grubu işyerinin bulunduğu yere göre belirlenir.',
    group: 'Grup',
    code: 'Kod',
    type: 'Reklam Türü',
    unit: 'Birim',
    price: 'Birim Fiyat',
    groupName: (n: number) => `${n}. grup`,
  },
  ectPrice: {
    intro: 'İşyerleri için çevre temizlik vergisi yıllık tutarları, bina grubu ve derecesine göre.',
    group: 'Bina Grubu',
    groupName: 'Açıklama',
    degree: 'Derece',
    price: 'Yıllık Tutar',
    degreeName: (n: number) => `${n}. derece`,
  },
};
export type LookupsTexts = typeof tr;
