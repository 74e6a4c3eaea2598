import type { Localized } from '../shared/i18n/index.js';

/**
 * What the home page's tiles say of each service and the extra words its search finds it by: read by the home
 * page alone, so they travel with its chunk, not with every page's first load.
 */
export const serviceTexts: Record<string, { description: Localized; keywords: string }> = {
  '/DebtQuestioning': {
    description: {
      tr: 'Sicilinize ve su aboneliklerinize ait borçları görün, kartla ödeyin.',
      en: 'See the debts of your registry and water subscriptions; pay by card.',
    },
    keywords: 'borç vergi ödeme kredi kartı tahakkuk emlak su faturası',
  },
  '/FastPayment': {
    description: {
      tr: 'Giriş yapmadan T.C. kimlik, vergi veya abone numarasıyla borç ödeyin.',
      en: 'Pay debts without signing in, by national ID, tax or subscriber number.',
    },
    keywords: 'hızlı ödeme borç abone kimlik vergi numarası',
  },
  '/FastPaymentForMatrimony': {
    description: {
      tr: 'Evlendirme başvurunuzun nikah ücretini ödeyin.',
      en: 'Pay the fee of your marriage application.',
    },
    keywords: 'nikah evlendirme evlilik ücret',
  },
  '/makbuz-dogrula': {
    description: {
      tr: 'Kartla ödeme makbuzunun geçerliliğini doğrulama koduyla kontrol edin.',
      en: 'Check that a card payment receipt is genuine with its verification code.',
    },
    keywords: 'makbuz doğrulama kod kontrol ödeme belgesi',
  },
  '/DebtRestructuring': {
    description: {
      tr: 'Yapılandırma kanunu kapsamındaki borçlarınızı taksitlendirin.',
      en: 'Pay eligible debts in installments under a restructuring law.',
    },
    keywords: 'yapılandırma taksit af kanun',
  },
  '/EMunicipalityEstateDeclarationBuilding': {
    description: {
      tr: 'Emlak vergisi bina beyannamesi verin.',
      en: 'File a property tax declaration for a building.',
    },
    keywords: 'emlak vergisi bina konut daire beyanname',
  },
  '/EMunicipalityEstateDeclarationPlot': {
    description: {
      tr: 'Emlak vergisi arsa beyannamesi verin.',
      en: 'File a property tax declaration for an urban plot.',
    },
    keywords: 'emlak vergisi arsa beyanname',
  },
  '/EMunicipalityEstateDeclarationLand': {
    description: {
      tr: 'Emlak vergisi arazi beyannamesi verin.',
      en: 'File a property tax declaration for rural land.',
    },
    keywords: 'emlak vergisi arazi tarla beyanname',
  },
  '/EMunicipalityECTDeclaration': {
    description: {
      tr: 'İşyeriniz için ÇTV beyannamesi verin.',
      en: 'File an environmental cleaning tax declaration for your workplace.',
    },
    keywords: 'çtv çevre temizlik vergisi işyeri beyanname',
  },
  '/EMunicipalityAdDeclaration': {
    description: {
      tr: 'Tabela ve reklamlarınız için beyan verin.',
      en: 'Declare your signs and advertisements.',
    },
    keywords: 'ilan reklam tabela vergisi beyanname',
  },
  '/EMunicipalityEntertainmentDeclaration': {
    description: { tr: 'Eğlence vergisi beyannamesi verin.', en: 'File an entertainment tax declaration.' },
    keywords: 'eğlence vergisi beyanname',
  },
  '/beyannamelerim': {
    description: {
      tr: 'Verdiğiniz beyannameleri, durumlarını, tahakkuk ve ödemelerini görün; onaylanmadan düzeltin.',
      en: 'See your declarations, their status, accruals and payments; amend them before approval.',
    },
    keywords: 'beyanname durum tahakkuk iade düzelt geri çek',
  },
  '/ContractCancellation': {
    description: {
      tr: 'Su aboneliğinizi sonlandırın, güvence bedelinizi geri alın.',
      en: 'End your water subscription and get your deposit back.',
    },
    keywords: 'su abonelik iptal fesih sözleşme güvence depozito',
  },
  '/aboneliklerim': {
    description: {
      tr: 'Su aboneliklerinizi, faturalarınızı ve son 24 ayın tüketimini görün.',
      en: 'See your water subscriptions, bills and the last 24 months of consumption.',
    },
    keywords: 'su abonelik fatura tüketim sayaç m3 endeks',
  },
  '/EstateStreetValuation': {
    description: { tr: 'Cadde ve sokak bazında m² rayiç bedelleri.', en: 'Unit values per m² by street.' },
    keywords: 'arsa rayiç bedel değer sokak cadde m2 emlak',
  },
  '/EstateConstructionCost': {
    description: {
      tr: 'Yıllara göre m² normal inşaat maliyetleri.',
      en: 'Normal construction cost per m² by year.',
    },
    keywords: 'inşaat maliyet bina m2 sınıf',
  },
  '/EstateAbrasionShare': {
    description: {
      tr: 'Bina yaşı ve yapı tarzına göre aşınma oranları.',
      en: 'Depreciation by building age and construction type.',
    },
    keywords: 'aşınma payı bina yaşı yıpranma',
  },
  '/AdvertisingTaxAnnualGroupTariff': {
    description: {
      tr: 'İlan ve reklam vergisi yıllık grup tarifesi.',
      en: 'Annual group tariff of the advertising tax.',
    },
    keywords: 'ilan reklam tarife grup fiyat',
  },
  '/ECTAnnualPrice': {
    description: {
      tr: 'Çevre temizlik vergisi bina grubu ve derece tutarları.',
      en: 'Environmental cleaning tax by building group and degree.',
    },
    keywords: 'çtv çevre temizlik vergisi tutar bina grubu derece',
  },
  '/ResolutionCouncilObservation': {
    description: {
      tr: 'Belediye meclisi kararlarında arayın, tam metnini okuyun.',
      en: 'Search municipal council resolutions and read their full text.',
    },
    keywords: 'meclis karar',
  },
  '/ResolutionComitteeObservation': {
    description: {
      tr: 'Belediye encümeni kararlarında arayın, tam metnini okuyun.',
      en: 'Search municipal committee resolutions and read their full text.',
    },
    keywords: 'encümen karar ihale',
  },
  '/RegistryObservation': {
    description: {
      tr: 'Belediyede kayıtlı sicil bilgilerinizi görün.',
      en: 'See your registry record at the municipality.',
    },
    keywords: 'sicil bilgi kimlik adres',
  },
  '/UserUpdate': {
    description: {
      tr: 'İletişim bilgilerinizi ve şifrenizi güncelleyin.',
      en: 'Update your contact details and password.',
    },
    keywords: 'kullanıcı şifre telefon e-posta güncelle',
  },
  '/ComplaintsAndRequests': {
    description: {
      tr: 'Belediyeye istek ve şikayetinizi iletin, takip edin.',
      en: 'Send a request or complaint to the municipality and follow it.',
    },
    keywords: 'istek şikayet öneri başvuru dilekçe',
  },
  '/maas-bordrosu': {
    description: {
      tr: 'Belediye personeli aylık bordrosunu görüntüler.',
      en: 'Municipal staff view their monthly payroll.',
    },
    keywords: 'maaş bordro personel çalışan',
  },
};
