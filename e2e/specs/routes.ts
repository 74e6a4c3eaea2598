/** The routes of spec section 2 and the heading a citizen sees on each. */
export const loginOnly = [
  '/DebtQuestioning',
  '/DebtRestructuring',
  '/EMunicipalityEstateDeclarationLand',
  '/EMunicipalityEstateDeclarationPlot',
  '/EMunicipalityEstateDeclarationBuilding',
  '/EMunicipalityECTDeclaration',
  '/EMunicipalityAdDeclaration',
  '/EMunicipalityEntertainmentDeclaration',
  '/RegistryObservation',
  '/UserUpdate',
];

export const publicRoutes: Array<[string, string]> = [
  ['/anasayfa', "Yeşilvadi Belediyesi E-Belediye'ye hoş geldiniz"],
  ['/mobil-menu', 'Tüm Hizmetler'],
  ['/session/signin', 'E-Belediye Sistemine Giriş'],
  ['/session/signup', 'E-Belediye Üyelik'],
  ['/session/forgot-password', 'E-Belediye Şifre Sıfırlama'],
  ['/ForgottenPassword', 'E-Belediye Şifre Sıfırlama'],
  ['/session/404', 'Sayfa bulunamadı'],
  ['/e-devlet-girisi', 'e-Devlet ile Giriş'],
  ['/EstateConstructionCost', 'Bina İnşaat Maliyetleri'],
  ['/AdvertisingTaxAnnualGroupTariff', 'İlan Reklam Tarifesi'],
  ['/ResolutionComitteeObservation', 'Encümen Kararları'],
  ['/ResolutionCouncilObservation', 'Meclis Kararları'],
  ['/EstateStreetValuation', 'Arsa Rayiç Bedelleri'],
  ['/EstateAbrasionShare', 'Bina Aşınma Payları'],
  ['/ComplaintsAndRequests', 'İstek ve Şikayet'],
  ['/ECTAnnualPrice', 'ÇTV Yıllık Tutarları'],
  ['/FastPayment', 'Hızlı Ödeme'],
  ['/FastPaymentForMatrimony', 'Nikah Ücreti Ödeme'],
  ['/ContractCancellation', 'Su Sözleşmesi Fesih'],
  ['/failed-operation', 'İşlem Başarısız'],
  ['/success-operation', 'İşlem Başarılı'],
  ['/maas-bordrosu', 'Maaş Bordrosu'],
  ['/ziraat-banka', 'Ziraat Bankası ile Ödeme'],
  ['/vakif-banka', 'VakıfBank ile Ödeme'],
  ['/payment-is-bank', 'İş Bankası ile Ödeme'],
  ['/payment-other-banks', 'Diğer Bankalar ile Ödeme'],
  ['/beyanname-dogrula', 'Beyanname Alındısı Doğrulama'],
  ['/bordro-dogrula', 'Bordro Doğrulama'],
  ['/itiraz-dogrula', 'İtiraz Kararı Doğrulama'],
];

/** A member's pages: the login-only routes of spec section 2 and the portal's own. */
export const memberPages = [
  ...loginOnly,
  '/beyannamelerim',
  '/aboneliklerim',
  '/takvimim',
  '/mesajlarim',
  '/yetkilerim',
  '/yetki-verdiklerim',
  '/mukelleflerim',
  '/sirket-yetkilisi',
  '/itirazlarim',
];

/** The public pages the list above leaves out: a document's check opened by its code (`:code`) and the like. */
export const otherPublicPages = [
  '/makbuz-dogrula',
  '/makbuz-dogrula/ABCD2345',
  '/beyanname-dogrula/ABCD2345',
  '/bordro-dogrula/ABCD2345',
  '/yapilandirma-dogrula/ABCD2345',
  '/itiraz-dogrula/ABCD2345',
];

/** The municipal office: its sign-in, its work-list home and every desk of its manifest. */
export const officePages = [
  '/yonetim',
  ...[
    'personel',
    'denetim',
    'uyeler',
    'sirket-yetkilileri',
    'mutabakat',
    'kararlar',
    'beyannameler',
    'beyanname-tablolari',
    'su-fesih',
    'yapilandirma',
    'ayarlar',
    'bordro',
    'sikayetler',
    'itirazlar',
    'kanallar',
    'veri-aktarimi',
    'bildirimler',
    'duyurular',
  ].map((p) => `/yonetim/${p}`),
];
