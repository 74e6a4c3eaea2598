import { DEPARTMENTS } from './municipality.js';
import { COMMITTEE_TYPES, COUNCIL_TYPES } from './resolution-types.js';
import { AD_TYPES } from './tariffs.js';

/** Entries are either plain names (coded 1, 2, 3 … in order) or explicit [code, name] pairs. */
type Entries = readonly string[] | readonly (readonly [string, string])[];

/** Generic parameter tables (spec: type codes 1..66, 291, 294, 367..373). */
const PARAMETER_TYPES: readonly (readonly [number, string, Entries])[] = [
  [
    1,
    'Cinsiyet',
    [
      ['E', 'Erkek'],
      ['K', 'Kadın'],
    ],
  ],
  [2, 'Medeni Hal', ['Bekâr', 'Evli', 'Boşanmış', 'Dul']],
  [
    3,
    'Kimlik Belge Türü',
    [
      'T.C. Kimlik Kartı',
      'Nüfus Cüzdanı',
      'Pasaport',
      'Yabancı Kimlik Belgesi (İkamet İzni)',
      'Geçici Koruma Kimlik Belgesi',
      'Mavi Kart',
    ],
  ],
  [4, 'Emlak Türü', ['Bina', 'Arsa', 'Arazi']],
  [
    5,
    'Bina Kullanım Şekli',
    [
      'Mesken',
      'İşyeri',
      'Mesken ve İşyeri (Karma)',
      'Depo',
      'Fabrika / İmalathane',
      'Otel / Konaklama',
      'Eğitim',
      'Sağlık',
      'İbadethane',
      'Diğer',
    ],
  ],
  [
    6,
    'Yapı Tarzı',
    [
      'Çelik karkas',
      'Betonarme karkas',
      'Yığma kagir',
      'Yığma yarı kagir',
      'Ahşap',
      'Taş duvarlı (çamur harçlı)',
      'Gecekondu tarzı',
      'Kerpiç ve diğer basit',
    ],
  ],
  [7, 'Bina Sınıfı', ['Lüks', '1. sınıf', '2. sınıf', '3. sınıf', 'Basit']],
  [8, 'Arsa/Arazi Cinsi', ['Arsa', 'Kıraç arazi', 'Taban arazi', 'Sulak arazi', 'Bağ', 'Bahçe', 'Zeytinlik', 'Tarla']],
  [
    9,
    'Edinme Şekli',
    [
      'Satış',
      'Miras (İntikal)',
      'Hibe (Bağış)',
      'Tahsis',
      'Kat karşılığı',
      'Cebri icra (İhale)',
      'Kamulaştırma',
      'Trampa',
      'İmar uygulaması (3194 s. K. md. 18)',
      'Diğer',
    ],
  ],
  // Spec: "collection expense ratio parameter key 10"; the value is a percentage added to online payments.
  [10, 'Tahsilat Masraf Oranı', [['10', '0.00']]],
  [
    11,
    'Abone Tarife Tipi',
    [
      'Konut',
      'İşyeri',
      'Resmi Daire',
      'Şantiye',
      'Bahçe Sulama',
      'Sanayi',
      'Eğitim Kurumu / Yurt',
      'Özel Grup (Şehit, Gazi, Engelli)',
      'Toplu Su Satışı',
    ],
  ],
  [
    12,
    'Şikayet Kategorisi',
    ['Temizlik', 'Yol-Kaldırım', 'Su-Kanalizasyon', 'Park-Bahçe', 'Zabıta', 'Gürültü', 'Aydınlatma', 'Diğer'],
  ],
  [13, 'Reklam Türü', AD_TYPES.map((a) => [a.code, a.name] as const)],
  [
    14,
    'Abonelik Başvuru Türü',
    [
      ['1', 'Yeni abonelik'],
      ['2', 'Abonelik devri'],
      ['3', 'Adres güncelleme'],
      ['4', 'Güvence bedeli iadesi'],
      ['5', 'Tarife indirimi'],
      ['6', 'Abonelik iptali'],
      ['7', 'Sayaç değişimi'],
      ['8', 'Aboneliğin pasife alınması'],
      ['10', 'Su hattının açılması'],
      ['11', 'Kaçak kullanım itirazı'],
      ['12', 'Mühür / aparat kırılması'],
      ['13', 'Çalınan sayacın değişimi'],
      ['14', 'Fatura ve sayaç itirazı'],
      ['15', 'Fatura oluşturma'],
      ['20', 'Tarife değişikliği'],
      ['21', 'Kaçak kullanım ihbarı'],
      ['22', 'Taksitlendirme'],
    ],
  ],
  [15, 'Su Hattı Durumu', ['Aktif', 'Kesme talebi gönderildi', 'Kesildi', 'Kesme talebi reddedildi']],
  [16, 'Tahsilat Türü', ['Nakit', 'Posta çeki', 'Borç dekontu', 'Kredi kartı', 'Güvence bedeli dekontu']],
  [
    17,
    'Sicil Türü',
    [
      ['G', 'Gerçek kişi'],
      ['Y', 'Yabancı uyruklu gerçek kişi'],
      ['T', 'Tüzel kişi'],
      ['K', 'Kamu kurumu'],
      ['D', 'Diğer (dernek, vakıf, kooperatif)'],
      ['B', 'Bilinmeyen su kullanıcısı'],
    ],
  ],
  [18, 'Güvence Bedeli İade Şekli', ['Banka hesabına (IBAN) iade', 'Borçlara mahsup', 'Vezneden nakit iade']],
  [
    19,
    'Adres Kaynak Türü',
    ['UAVT (Ulusal Adres Veri Tabanı)', 'Belediye adres kayıtları', 'Beyan edilen adres', 'Tebligat adresi'],
  ],
  [20, 'Bağımsız Bölüm Kullanım Türü', ['Mesken', 'İşyeri', 'Depo']],
  [
    21,
    'Tahsilat Kanalı',
    [
      ['VEZNE', 'Vezne'],
      ['İNTERNET', 'İnternet (e-Belediye)'],
      ['BANKA', 'Anlaşmalı banka'],
    ],
  ],
  [
    291,
    'Hesaplama Tipi',
    ['Metrekare üzerinden', 'Adet üzerinden', 'Günlük', 'Haftalık', 'Aylık', 'Yıllık', 'Bilet hasılatı üzerinden oran'],
  ],
  [
    294,
    'İlan Beyan Tipi',
    [
      'Sabit ilan ve reklam (tabela, levha)',
      'Araç üzeri reklam',
      'Geçici bez afiş / pankart',
      'Işıklı veya projeksiyonlu reklam',
      'Broşür, katalog, takvim',
      'Duvar ilanı / afiş',
    ],
  ],
  [
    367,
    'Encümen',
    [
      'Belediye Başkanı (Encümen Başkanı)',
      'Seçilmiş Üye (Meclis Üyesi)',
      'Mali Hizmetler Müdürü (Atanmış Üye)',
      'Birim Müdürü (Atanmış Üye)',
    ],
  ],
  [
    368,
    'Meclis',
    [
      'Plan ve Bütçe Komisyonu',
      'İmar ve Bayındırlık Komisyonu',
      'Eğitim, Kültür ve Sosyal İşler Komisyonu',
      'Çevre ve Sağlık Komisyonu',
      'Hukuk Komisyonu',
      'Denetim Komisyonu',
    ],
  ],
  [
    369,
    'Gündem',
    ['Başkanlık teklifi', 'Müdürlük yazısı', 'Komisyon raporu', 'Meclis üyesi önergesi', 'Soru önergesi'],
  ],
  [370, 'Müdürlük', DEPARTMENTS],
  [371, 'Encümen Karar Türü', COMMITTEE_TYPES.map((t) => [t.code, t.name] as const)],
  [372, 'Meclis Karar Türü', COUNCIL_TYPES.map((t) => [t.code, t.name] as const)],
  [373, 'Toplantı Türü', ['Olağan toplantı', 'Olağanüstü toplantı', 'Bütçe toplantısı']],
];

export function parameterRows() {
  return {
    parameter_type: PARAMETER_TYPES.map(([code, name]) => ({ code, name })),
    parameter: PARAMETER_TYPES.flatMap(([typeCode, , entries]) =>
      entries.map((entry, i) => {
        const [code, name] = typeof entry === 'string' ? [String(i + 1), entry] : entry;
        return { type_code: typeCode, code, name, sort_order: i + 1 };
      }),
    ),
  };
}
