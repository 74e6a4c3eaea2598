import type { Street } from './address.js';
import { addDays, dateBetween, isHoliday, MONTHS_TR, trDate } from './dates.js';
import { decimalTr, tl } from './format.js';
import { fullName } from './identity.js';
import { committeeDayOnOrBefore, councilDayBefore, RECESS_MONTH } from './meetings.js';
import { type Department, demoMunicipality } from './municipality.js';
import { companyTitle } from './organisations.js';
import { feeAt, tariffAt } from './prices.js';
import type { Rng } from './random.js';
import type { CommitteeTypeCode, CouncilTypeCode } from './resolution-types.js';

/** What a resolution says, before the formal frame (heading, opening, vote, signatures) is put around it. */
export interface ResolutionDraft {
  subject: string;
  department: Department;
  /** Paragraphs stating the matter. */
  facts: string[];
  /** The decision, phrased to be followed by '… gereğince … karar verildi.' (ends in '-mesine/-masına'). */
  decision: string;
  /** The legal basis, in genitive-free form: '5393 sayılı Belediye Kanununun 34. maddesi'. */
  legal: string;
  /** What was read at the agenda item, when it is not the department's letter. */
  source?: string;
  /** Council: the commission the matter was referred to, whose report was read. */
  commission?: string;
  vote?: 'oy birliği' | 'oy çokluğu' | 'üye tamsayısının salt çoğunluğu';
}

/** Standing council items of the year; other decisions of the same type take their everyday form. */
export type AgendaRole = 'budget' | 'final-accounts' | 'tariff' | 'audit' | 'committee-election' | 'recess';

export interface TextContext {
  rng: Rng;
  date: string;
  year: number;
  month: number;
  role: AgendaRole | null;
  /** Keys of one-off matters already decided this year (a sister city is not adopted twice a year). */
  used: Set<string>;
  /** Streets of the municipality's own county. */
  streets: readonly Street[];
  /** Land value of a street for the decision's year, kuruş per m². */
  unitValue(street: Street): number;
}

const TOWN = demoMunicipality.CountyName;
const genitive = (institution: string) => `${institution}${institution.endsWith('Komisyonu') ? 'nun' : 'nün'}`;

/** An amount given in 2026 lira, moved to the decision's year and rounded to `step` lira. */
function money(c: TextContext, min: number, max: number, step = 1000): number {
  const stepKurus = Math.round(step * 100);
  const amount = tariffAt(c.rng.float(min, max) * 100, c.year, undefined, 1);
  return Math.max(stepKurus, Math.round(amount / stepKurus) * stepKurus);
}

const street = (c: TextContext) => c.rng.pick(c.streets);
const parcel = (c: TextContext) => ({ ada: c.rng.int(101, 3480), parsel: c.rng.int(1, 42) });
/** A working day between `minDays` and `maxDays` before the decision. */
function before(c: TextContext, minDays: number, maxDays: number): string {
  let d = dateBetween(c.rng, addDays(c.date, -maxDays), addDays(c.date, -minDays));
  while (isHoliday(d)) d = addDays(d, -1);
  return d;
}
/** An earlier council meeting, 1..n months back. */
const councilBefore = (c: TextContext, minMonths: number, maxMonths: number) =>
  councilDayBefore(c.date, c.rng.int(minMonths, maxMonths));
/** An earlier committee meeting, `minDays`..`maxDays` back. */
const committeeBefore = (c: TextContext, minDays: number, maxDays: number) =>
  committeeDayOnOrBefore(addDays(c.date, -c.rng.int(minDays, maxDays)));
/** An item not yet used this year when there is one left, else any. */
function fresh<T>(c: TextContext, items: readonly T[], key: (item: T) => string): T {
  const left = items.filter((i) => !c.used.has(key(i)));
  const item = c.rng.pick(left.length > 0 ? left : items);
  c.used.add(key(item));
  return item;
}
/** 'A, B ve C'. */
const listTr = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`;
const where = (s: Street) => `${s.district.name} ${s.name}`;
/** 'Çamlık Mahallesi 1245 ada 3 parsel'; suffixes attach to 'parsel' ('…parselde', '…parsele'). */
const lot = (s: Street, p: { ada: number; parsel: number }) => `${s.district.name} ${p.ada} ada ${p.parsel} parsel`;
const TARIFF_LAW =
  '2464 sayılı Belediye Gelirleri Kanununun 97. maddesi ile 5393 sayılı Belediye Kanununun 18. maddesinin (f) bendi';

export const committeeTexts: Record<CommitteeTypeCode, (c: TextContext) => ResolutionDraft> = {
  E01(c) {
    const s = street(c);
    const p = parcel(c);
    const nextYear = c.month >= 10 ? c.year + 1 : c.year;
    const works = /İnşaat|Yapı|Mühendislik|Hafriyat/;
    const work = c.rng.pick([
      {
        department: 'Fen İşleri Müdürlüğü',
        name: `${where(s)} ve bağlantı yollarında sıcak asfalt kaplama yapım işi`,
        min: 4e6,
        max: 18e6,
        sector: works,
      },
      {
        department: 'Fen İşleri Müdürlüğü',
        name: `${where(s)} üzerinde kilit parke taşı ve bordür döşeme işi`,
        min: 1.5e6,
        max: 6e6,
        sector: works,
      },
      {
        department: 'Park ve Bahçeler Müdürlüğü',
        name: `${s.district.name} ${p.ada} ada ${p.parsel} parselde park, çocuk oyun grubu ve spor aletleri yapım işi`,
        min: 2e6,
        max: 9e6,
        sector: /Peyzaj|İnşaat/,
      },
      {
        department: 'Temizlik İşleri Müdürlüğü',
        name: `${nextYear} yılı 12 ay süreli cadde ve sokak süpürme ile evsel atık toplama hizmet alımı`,
        min: 25e6,
        max: 60e6,
        sector: /Temizlik/,
      },
      {
        department: 'Su ve Kanalizasyon Müdürlüğü',
        name: `${where(s)} yağmur suyu ve kanalizasyon hattı yenileme işi`,
        min: 3e6,
        max: 12e6,
        sector: /İnşaat|Hafriyat|Su Arıtma/,
      },
      {
        department: 'Kültür ve Sosyal İşler Müdürlüğü',
        name: `${c.year} yılı kültür ve sanat etkinlikleri kapsamında konser ve organizasyon hizmet alımı`,
        min: 1e6,
        max: 5e6,
        sector: /Organizasyon/,
      },
    ] as const);
    const estimate = money(c, work.min, work.max);
    const bid = Math.round((estimate * c.rng.float(0.78, 0.97)) / 100) * 100;
    const bidders = c.rng.int(3, 9);
    const rejected = c.rng.int(0, Math.min(3, bidders - 2));
    const winner = companyTitle(c.rng, work.sector);
    const runnerUp = companyTitle(c.rng, work.sector);
    const tenderDate = before(c, 12, 25);
    return {
      department: work.department,
      subject: `${work.name} ihalesine ilişkin ihale komisyonu kararının onaylanması`,
      facts: [
        `${genitive(work.department)} "${work.name}" ihalesi, ihale onay belgesine istinaden ` +
          `4734 sayılı Kamu İhale Kanununun 19. maddesi uyarınca açık ihale usulüyle ${trDate(tenderDate)} ` +
          `tarihinde saat 10.30'da Encümen Toplantı Salonunda yapılmıştır. İşin yaklaşık maliyeti ${tl(estimate)} ` +
          '(KDV hariç) olarak hesaplanmış, ihale ilanı Elektronik Kamu Alımları Platformunda (EKAP) yayımlanmıştır.',
        `İhaleye ${bidders} istekli teklif vermiş; ` +
          (rejected > 0
            ? `${rejected} isteklinin teklifi yeterlik kriterlerini sağlamadığından değerlendirme dışı bırakılmış, `
            : '') +
          `geçerli teklifler üzerinden yapılan değerlendirmede ekonomik açıdan en avantajlı teklifi ${winner} ` +
          `${tl(bid)} (KDV hariç) bedelle, ikinci en avantajlı teklifi ise ${runnerUp} vermiştir. İhale komisyonu ` +
          `${trDate(addDays(tenderDate, c.rng.int(1, 5)))} tarihli kararı ile ihalenin ekonomik açıdan en avantajlı ` +
          'teklif sahibi istekli üzerinde bırakılmasını önermiştir.',
      ],
      decision:
        `ihale komisyonu kararının uygun görülerek onaylanmasına, "${work.name}" ihalesinin ${winner} uhdesinde ` +
        `${tl(bid)} (KDV hariç) bedelle bırakılmasına, kesinleşen ihale kararının 4734 sayılı Kanunun 41. maddesi ` +
        'gereğince ihaleye teklif veren bütün isteklilere bildirilmesine ve sözleşme imzalanması için gerekli ' +
        `işlemlerin ${work.department} tarafından yürütülmesine`,
      legal: '4734 sayılı Kamu İhale Kanununun 40. maddesi ile 5393 sayılı Belediye Kanununun 34. maddesi',
    };
  },

  E02(c) {
    const s = street(c);
    const p = parcel(c);
    const total = c.rng.int(300, 1500);
    const taken = Math.round(total * c.rng.float(0.12, 0.45) * 100) / 100;
    const unit = Math.round((c.unitValue(s) * c.rng.float(0.95, 1.25)) / 100) * 100;
    const price = Math.round((unit * taken) / 100) * 100;
    return {
      department: 'Emlak ve İstimlak Müdürlüğü',
      subject: `${lot(s, p)} sayılı taşınmazın imar yoluna isabet eden kısmının kamulaştırılması`,
      facts: [
        `${s.district.name}, ${p.ada} ada ${p.parsel} parsel sayılı, ${decimalTr(total)} m² yüzölçümlü ve ` +
          `${fullName(c.rng)} adına kayıtlı taşınmazın ${decimalTr(taken)} m²'lik kısmı, yürürlükteki 1/1000 ölçekli ` +
          `uygulama imar planında ${s.name} genişletmesi kapsamında yol alanında kalmaktadır. Söz konusu alanın ` +
          'kamulaştırılmasına ilişkin kamu yararı kararı Belediye Meclisinin ' +
          `${trDate(councilBefore(c, 3, 7))} tarihli kararı ile alınmıştır.`,
        '2942 sayılı Kamulaştırma Kanununun 8. maddesi uyarınca oluşturulan Kıymet Takdir Komisyonunca, ' +
          'taşınmazın cinsi, yüzölçümü, konumu, emsal satışlar ve resmi makamlarca yapılmış kıymet takdirleri ' +
          `dikkate alınarak metrekare birim değeri ${tl(unit)} olarak belirlenmiştir. Uzlaşma Komisyonu ile malik ` +
          `arasında ${trDate(before(c, 7, 20))} tarihinde yapılan görüşmede ${tl(price)} toplam bedel üzerinden ` +
          'uzlaşma sağlanmış ve uzlaşma tutanağı imza altına alınmıştır.',
      ],
      decision:
        `söz konusu ${decimalTr(taken)} m²'lik kısmın uzlaşılan ${tl(price)} bedelle kamulaştırılmasına, bedelin ` +
        'Belediyemiz bütçesinin ilgili tertibinden karşılanmasına ve tapuda ferağ ile tescil işlemlerinin ' +
        'yürütülmesi için Emlak ve İstimlak Müdürlüğünün yetkili kılınmasına',
      legal: '2942 sayılı Kamulaştırma Kanununun 8. maddesi ile 5393 sayılı Belediye Kanununun 34. maddesi',
    };
  },

  E03(c) {
    const s = street(c);
    const p = parcel(c);
    const owner = fullName(c.rng);
    const m2 = c.rng.int(12, 140);
    const violation = c.rng.pick([
      `çatı katında ${m2} m² ilave kat`,
      `zemin katta ${m2} m² kapalı çıkma ve bodrum katında ruhsatsız bağımsız bölüm`,
      `bahçe mesafesine tecavüz eden ${m2} m² betonarme ek bina`,
      `balkonların kapatılarak kapalı alana dahil edilmesi suretiyle ${m2} m² ilave alan`,
    ]);
    const fine = money(c, 40_000, 600_000, 1);
    const inspection = before(c, 60, 120);
    return {
      department: 'İmar ve Şehircilik Müdürlüğü',
      subject: `${lot(s, p)}de ruhsata aykırı yapı nedeniyle idari para cezası verilmesi`,
      facts: [
        `${where(s)} No: ${c.rng.int(1, 60)} adresinde, ${p.ada} ada ${p.parsel} parsel üzerinde bulunan yapıda ` +
          `${trDate(inspection)} tarihinde ekiplerimizce yapılan denetimde, yapı sahibi ${owner} tarafından ` +
          `ruhsat ve eklerine aykırı olarak ${violation} yapıldığı tespit edilmiş, aynı tarihli yapı tatil tutanağı ` +
          'düzenlenerek inşai faaliyet durdurulmuş ve yapı mühürlenmiştir.',
        'Yapı tatil tutanağının tebliğinden itibaren verilen bir aylık süre içinde aykırılıklar giderilmemiş ve ' +
          'ruhsat alınmamıştır. 3194 sayılı İmar Kanununun 42. maddesi uyarınca yapının sınıfı ve grubu, aykırılığa ' +
          'konu alan, yapının bulunduğu arsanın emlak vergisi değeri ve aykırılığın niteliğine göre artırım oranları ' +
          `dikkate alınarak hesaplanan idari para cezası ${tl(fine)} olarak tespit edilmiştir.`,
      ],
      decision:
        `yapı sahibi ${owner} hakkında ${tl(fine)} idari para cezası verilmesine, 3194 sayılı Kanunun 32. maddesi ` +
        'gereğince aykırılıkların giderilmemesi halinde yıkım işlemlerinin yürütülmesine, kararın ilgilisine ' +
        'tebliğine ve tahakkuk işlemleri için bir örneğinin Mali Hizmetler Müdürlüğüne gönderilmesine',
      legal: '3194 sayılı İmar Kanununun 32. ve 42. maddeleri ile 5393 sayılı Belediye Kanununun 34. maddesi',
    };
  },

  E04(c) {
    const s = street(c);
    const company = companyTitle(c.rng, /Kafe|Turizm|Organizasyon/);
    const activity = c.rng.pick(['kafe ve restoran', 'düğün ve toplantı salonu', 'internet salonu', 'bilardo salonu']);
    return {
      department: 'Zabıta Müdürlüğü',
      subject: `${company} adına umuma açık istirahat ve eğlence yeri işyeri açma ve çalışma ruhsatı verilmesi`,
      facts: [
        `${where(s)} No: ${c.rng.int(1, 80)} adresinde faaliyet gösterecek olan ${company} tarafından ` +
          `${trDate(before(c, 20, 45))} tarihinde "${activity}" faaliyeti için umuma açık istirahat ve eğlence yeri ` +
          'işyeri açma ve çalışma ruhsatı almak üzere başvuruda bulunulmuştur.',
        `Başvuru üzerine oluşturulan inceleme kurulunca ${trDate(before(c, 5, 15))} tarihinde işyerinde yapılan ` +
          'incelemede; işyerinin İşyeri Açma ve Çalışma Ruhsatlarına İlişkin Yönetmelikte belirtilen genel şartlar ' +
          'ile umuma açık istirahat ve eğlence yerleri için aranan özel şartları taşıdığı, itfaiye uygunluk ' +
          'raporunun ve kolluk görüşünün olumlu olduğu, işyerinin okul ve ibadethanelere yönetmelikte belirtilen ' +
          'mesafeden daha uzakta bulunduğu anlaşılmıştır.',
      ],
      decision:
        `${company} adına "${activity}" faaliyeti için umuma açık istirahat ve eğlence yeri işyeri açma ve ` +
        'çalışma ruhsatı düzenlenmesine ve ruhsat harcının 2464 sayılı Belediye Gelirleri Kanunu hükümlerine göre ' +
        'tahsil edilmesine',
      legal:
        'İşyeri Açma ve Çalışma Ruhsatlarına İlişkin Yönetmelik ile 5393 sayılı Belediye Kanununun 15. ve 34. ' +
        'maddeleri',
    };
  },

  E05(c) {
    const s = street(c);
    const area = c.rng.int(12, 160);
    const asset = c.rng.pick(['dükkân', 'büfe', 'kafeterya', 'depo', 'çay ocağı']);
    const floor = money(c, 4000, 30000, 50);
    const bid = Math.round((floor * c.rng.float(1.05, 1.6)) / 5000) * 5000;
    const winner = c.rng.chance(0.5) ? fullName(c.rng) : companyTitle(c.rng);
    const door = c.rng.int(1, 90);
    return {
      department: 'Emlak ve İstimlak Müdürlüğü',
      subject: `${where(s)} No: ${door} adresindeki Belediyemize ait ${asset} ihalesinin onaylanması`,
      facts: [
        `Mülkiyeti Belediyemize ait, ${where(s)} No: ${door} adresinde bulunan ${area} m² kullanım alanlı ${asset}, ` +
          `Encümenimizin ${trDate(committeeBefore(c, 40, 70))} tarihli kararı ile 2886 sayılı Devlet İhale ` +
          'Kanununun 45. maddesi uyarınca açık teklif usulüyle 3 (üç) yıl süreyle kiraya verilmek üzere ihaleye ' +
          'çıkarılmıştır. ' +
          `Aylık muhammen kira bedeli ${tl(floor)} + KDV olarak belirlenmiş, ihale ilanı ` +
          `${trDate(before(c, 25, 35))} tarihinde Belediyemiz ilan panosunda ve internet sitesinde yayımlanmıştır.`,
        `${trDate(before(c, 5, 15))} tarihinde yapılan ihaleye ${c.rng.int(2, 7)} istekli katılmış; yapılan açık ` +
          `artırma sonucunda en yüksek teklifi aylık ${tl(bid)} + KDV ile ${winner} vermiştir.`,
      ],
      decision:
        `söz konusu taşınmazın aylık ${tl(bid)} + KDV bedelle 3 yıl süreyle ${winner} adına kiraya verilmesine, ` +
        'kira bedelinin her yıl bir önceki yılın on iki aylık ortalamalara göre TÜFE değişim oranında ' +
        'artırılmasına ve kira sözleşmesinin düzenlenmesi için gerekli işlemlerin Emlak ve İstimlak Müdürlüğünce ' +
        'yürütülmesine',
      legal: '2886 sayılı Devlet İhale Kanununun 45. maddesi ile 5393 sayılı Belediye Kanununun 34. maddesi',
    };
  },

  E06(c) {
    const s = street(c);
    const p = parcel(c);
    const [institution, purpose] = c.rng.pick([
      [`${TOWN} İlçe Milli Eğitim Müdürlüğü`, 'anaokulu binası'],
      [`${TOWN} İlçe Sağlık Müdürlüğü`, 'aile sağlığı merkezi'],
      [`${TOWN} İlçe Emniyet Müdürlüğü`, 'polis merkezi amirliği hizmet binası'],
      [`${TOWN} İlçe Müftülüğü`, 'Kur’an kursu ve gençlik merkezi'],
      [`${TOWN} Sosyal Yardımlaşma ve Dayanışma Vakfı`, 'hizmet binası'],
    ] as const);
    const years = c.rng.pick([5, 10, 15, 25]);
    return {
      department: 'Emlak ve İstimlak Müdürlüğü',
      subject: `${lot(s, p)}deki taşınmazın ${purpose} olarak kullanılmak üzere tahsisi`,
      facts: [
        `Mülkiyeti Belediyemize ait, ${s.district.name} ${p.ada} ada ${p.parsel} parsel sayılı, ` +
          `${decimalTr(c.rng.int(400, 3000))} m² yüzölçümlü taşınmazın ${purpose} olarak kullanılmak üzere tahsisi ` +
          `talebi, ${institution} tarafından ${trDate(before(c, 60, 120))} tarihli yazı ile iletilmiştir.`,
        `Belediye Meclisinin ${trDate(councilBefore(c, 1, 2))} tarihli kararı ile söz konusu taşınmazın ${years} yıl ` +
          'süreyle bedelsiz olarak tahsisine karar verilmiş olup, kararın uygulanmasına ilişkin tahsis protokolü ' +
          'taslağı Emlak ve İstimlak Müdürlüğünce hazırlanmıştır. Protokolde bakım, onarım ve işletme giderlerinin ' +
          'tahsis edilen kurum tarafından karşılanacağı hükme bağlanmıştır.',
      ],
      decision:
        `Belediye Meclisinin anılan kararı doğrultusunda taşınmazın ${years} yıl süreyle ${purpose} olarak ` +
        `kullanılmak üzere ${institution} adına tahsis edilmesine, tahsis amacı dışında kullanılması halinde ` +
        'tahsisin kendiliğinden sona ermesine ve tahsis protokolünü imzalamaya Belediye Başkanının yetkili kılınmasına',
      legal: '5393 sayılı Belediye Kanununun 18. maddesinin (e) bendi ile 34. maddesinin (e) bendi',
    };
  },

  E07(c) {
    const s = street(c);
    const [utility, work] = c.rng.pick([
      ['Bursagaz Bursa Şehiriçi Doğalgaz Dağıtım Ticaret ve Taahhüt A.Ş.', 'doğal gaz servis hattı döşenmesi'],
      ['Uludağ Elektrik Dağıtım A.Ş.', 'yer altı orta gerilim enerji kablosu döşenmesi'],
      ['Türk Telekomünikasyon A.Ş.', 'fiber optik haberleşme altyapısı kurulması'],
      ['Bursa Su ve Kanalizasyon İdaresi Genel Müdürlüğü', 'içme suyu şebeke hattının yenilenmesi'],
    ] as const);
    const length = c.rng.int(40, 900);
    const asphalt = Math.round(length * c.rng.float(0.4, 0.9));
    const paving = Math.round(length * c.rng.float(0.1, 0.6));
    const amount = asphalt * feeAt('excavationAsphaltPerM2', c.year) + paving * feeAt('excavationPavingPerM2', c.year);
    return {
      department: 'Fen İşleri Müdürlüğü',
      subject: `${where(s)} üzerinde ${work} için kazı izni verilmesi ve yol-kaldırım tamir bedelinin belirlenmesi`,
      facts: [
        `${utility} tarafından ${trDate(before(c, 10, 30))} tarihli dilekçe ile ${where(s)} üzerinde ${work} ` +
          `amacıyla toplam ${length} metre uzunluğunda kazı yapılması talep edilmiştir.`,
        `Fen İşleri Müdürlüğünce yapılan keşif sonucunda, kazı yapılacak güzergâhta ${asphalt} m² asfalt kaplamalı ` +
          `yol ve ${paving} m² kilit parke kaplamalı yaya kaldırımı bulunduğu, Altyapı Koordinasyon Merkezi onayının ` +
          `alındığı ve Belediyemiz ${c.year} yılı Gelir ve Ücret Tarifesinde yer alan birim fiyatlar üzerinden ` +
          `hesaplanan yol ve kaldırım tamir bedelinin ${tl(amount)} olduğu tespit edilmiştir.`,
      ],
      decision:
        `${utility} adına ${length} metre kazı izni verilmesine, hesaplanan ${tl(amount)} yol ve kaldırım tamir ` +
        'bedelinin çalışmaya başlanmadan önce tahsil edilmesine ve kazı sonrası zeminin eski haline getirilmesinin ' +
        'Fen İşleri Müdürlüğünce takip edilmesine',
      legal: '2464 sayılı Belediye Gelirleri Kanunu ile 5393 sayılı Belediye Kanununun 34. maddesi',
    };
  },

  E08(c) {
    if (c.rng.chance(0.5)) {
      const s = street(c);
      const p = parcel(c);
      const owner = fullName(c.rng);
      const taxYear = c.year - c.rng.int(0, 2);
      const amount = money(c, 800, 9000, 0.01);
      return {
        department: 'Mali Hizmetler Müdürlüğü',
        subject: `${owner} adına mükerrer tahakkuk eden ${taxYear} yılı emlak vergisinin terkini`,
        facts: [
          `${s.district.name} ${p.ada} ada ${p.parsel} parsel sayılı taşınmaz için ${owner} adına ${taxYear} yılına ` +
            'ait emlak vergisi, aynı taşınmaza ilişkin iki ayrı bildirim kaydı bulunması nedeniyle mükerrer olarak ' +
            `tahakkuk ettirilmiştir. Mükellef ${trDate(before(c, 15, 60))} tarihli dilekçesi ile düzeltme talebinde ` +
            'bulunmuştur.',
          'Mali Hizmetler Müdürlüğünce yapılan incelemede, mükerrer kaydın sehven oluşturulduğu ve ' +
            `${tl(amount)} tutarındaki tahakkukun 213 sayılı Vergi Usul Kanununun 117. maddesinde sayılan vergi ` +
            'hatalarından "mükerrer vergilendirme" niteliğinde olduğu anlaşılmıştır.',
        ],
        decision:
          `mükerrer tahakkuk eden ${tl(amount)} tutarındaki ${taxYear} yılı emlak vergisi ile buna bağlı gecikme ` +
          'zammının kayıtlardan terkin edilmesine ve varsa fazla ödenen tutarın mükellefe iade edilmesine',
        legal: '213 sayılı Vergi Usul Kanununun 116-126. maddeleri ile 5393 sayılı Belediye Kanununun 34. maddesi',
      };
    }
    const plate = `16 ${c.rng.pick(['AB', 'BY', 'YV', 'ZE', 'KL'])} ${c.rng.int(100, 999)}`;
    const [vehicle, model] = c.rng.pick([
      ['çöp toplama kamyonu', 2008],
      ['kamyonet', 2006],
      ['binek otomobil', 2009],
      ['kazıcı yükleyici iş makinesi', 2004],
      ['arazöz', 2005],
    ] as const);
    return {
      department: 'Fen İşleri Müdürlüğü',
      subject: `Belediyemiz envanterinde kayıtlı ${plate} plakalı ${vehicle} aracının hurdaya ayrılması`,
      facts: [
        `Belediyemiz envanterinde kayıtlı ${model} model, ${plate} plakalı ${vehicle} aracının ekonomik ömrünü ` +
          'tamamladığı, yapılan teknik inceleme sonucunda onarım maliyetinin aracın piyasa değerini aştığı ve ' +
          'yedek parça temininin mümkün olmadığı bildirilmiştir.',
        'Taşınır Mal Yönetmeliği uyarınca oluşturulan muayene ve değerlendirme komisyonunca ' +
          `${trDate(before(c, 5, 20))} tarihinde düzenlenen raporda aracın hurdaya ayrılmasının uygun olduğu ` +
          'belirtilmiştir.',
      ],
      decision:
        `${plate} plakalı aracın kayıtlardan düşülerek hurdaya ayrılmasına, trafik kaydının silinmesine ve hurda ` +
        'olarak değerlendirilmek üzere Makine ve Kimya Endüstrisi A.Ş. Genel Müdürlüğüne teslim edilmesine',
      legal: 'Taşınır Mal Yönetmeliği ile 5393 sayılı Belediye Kanununun 34. maddesi',
    };
  },
};

const PLAN_CHANGES = [
  ['"Konut Alanı" (E: 1.50, Yençok: 5 kat)', '"Ticaret + Konut Alanı" (E: 2.00, Yençok: 6 kat)'],
  [
    '"Konut Alanı" (TAKS: 0.30, KAKS: 0.90, ayrık nizam 3 kat)',
    '"Konut Alanı" (TAKS: 0.35, KAKS: 1.40, blok nizam 4 kat)',
  ],
  ['"Küçük Sanayi Alanı"', '"Ticaret Alanı" (E: 1.20, Hmax: 12.50 m)'],
  ['"Konut Alanı" (E: 1.20)', '"Sosyal ve Kültürel Tesis Alanı"'],
] as const;

const SISTER_CITIES = [
  ['Struga', 'Kuzey Makedonya'],
  ['Visoko', 'Bosna-Hersek'],
  ['Şeki', 'Azerbaycan'],
  ['Prizren', 'Kosova'],
  ['Kırcaali', 'Bulgaristan'],
  ['Gostivar', 'Kuzey Makedonya'],
  ['Türkistan', 'Kazakistan'],
  ['Girne', 'Kuzey Kıbrıs Türk Cumhuriyeti'],
] as const;

const FLOWER_NAMES = [
  'Manolya',
  'Gelincik',
  'Lavanta',
  'Ortanca',
  'Çiğdem',
  'Nilüfer',
  'Sarmaşık',
  'Kamelya',
  'Şakayık',
];

/** A 2026 budget of a district municipality of about 150,000 people, TL. */
const BUDGET_2026 = 2_850_000_000;

export const councilTexts: Record<CouncilTypeCode, (c: TextContext) => ResolutionDraft> = {
  M01(c) {
    const s = street(c);
    const p = parcel(c);
    const [from, to] = c.rng.pick(PLAN_CHANGES);
    const owner = fullName(c.rng);
    return {
      department: 'İmar ve Şehircilik Müdürlüğü',
      commission: 'İmar ve Bayındırlık Komisyonu',
      subject: `${lot(s, p)}e ilişkin 1/1000 ölçekli uygulama imar planı değişikliği`,
      facts: [
        `${s.district.name}, ${p.ada} ada ${p.parsel} parsel sayılı, ${decimalTr(c.rng.int(450, 4200))} m² ` +
          `yüzölçümlü taşınmaz, yürürlükteki 1/1000 ölçekli uygulama imar planında ${from} olarak planlıdır. ` +
          `Taşınmaz maliki ${owner} tarafından ${trDate(before(c, 60, 150))} tarihli dilekçe ile parselin ${to} ` +
          'olarak düzenlenmesi talep edilmiş ve plan değişikliği teklifi ile plan açıklama raporu sunulmuştur.',
        'Teklif, 3194 sayılı İmar Kanununun 8. maddesi ve Mekânsal Planlar Yapım Yönetmeliği hükümleri ' +
          'çerçevesinde incelenmiş; değişikliğin sosyal ve teknik altyapı alanlarında azalmaya neden olmadığı, ' +
          `${s.name} cephesindeki yapılaşma ile uyumlu olduğu ve ilgili kurum görüşlerinin olumlu olduğu ` +
          'tespit edilmiştir.',
      ],
      decision:
        `${p.ada} ada ${p.parsel} parsele ilişkin 1/1000 ölçekli uygulama imar planı değişikliğinin İmar ve ` +
        'Bayındırlık Komisyonu raporu doğrultusunda kabulüne ve 5216 sayılı Büyükşehir Belediyesi Kanununun 7. ' +
        'maddesinin (b) bendi gereğince onaylanmak üzere Bursa Büyükşehir Belediye Meclisine gönderilmesine',
      legal: '3194 sayılı İmar Kanununun 8. maddesi ile 5393 sayılı Belediye Kanununun 18. maddesi',
      vote: c.rng.chance(0.6) ? 'oy birliği' : 'oy çokluğu',
    };
  },

  M02(c) {
    if (c.role === 'budget') {
      const y = c.year + 1;
      const expense = tariffAt(BUDGET_2026 * 100 * c.rng.float(0.95, 1.05), y, undefined, 100_000_000);
      const income = Math.round((expense * c.rng.float(0.9, 0.97)) / 100_000_000) * 100_000_000;
      return {
        department: 'Mali Hizmetler Müdürlüğü',
        commission: 'Plan ve Bütçe Komisyonu',
        subject: `Belediyemizin ${y} Mali Yılı Bütçesi ile ${y + 1}-${y + 2} Yılları Tahmini Bütçesi`,
        facts: [
          '5018 sayılı Kamu Mali Yönetimi ve Kontrol Kanunu ile Mahalli İdareler Bütçe ve Muhasebe Yönetmeliği ' +
            `hükümlerine göre hazırlanan Belediyemiz ${y} mali yılı bütçe tasarısı, 5393 sayılı Belediye Kanununun ` +
            '62. maddesi gereğince Encümence incelenerek Meclisimize sunulmuştur.',
          `Tasarıda ${y} yılı gider bütçesi ${tl(expense)}, gelir bütçesi ${tl(income)} olarak öngörülmüş; aradaki ` +
            `${tl(expense - income)} tutarındaki farkın iç ve dış borçlanma ile önceki yıldan devreden kaynaklardan ` +
            'karşılanacağı belirtilmiştir. Personel giderleri, yatırım ödenekleri ve borç ödemelerinin Stratejik ' +
            'Plan ve Performans Programı ile uyumlu olduğu görülmüştür.',
        ],
        decision:
          `${y} mali yılı bütçesinin gider bütçesi ${tl(expense)}, gelir bütçesi ${tl(income)} olarak Plan ve ` +
          `Bütçe Komisyonu raporunda yer aldığı şekliyle kabulüne, ${y + 1} ve ${y + 2} yıllarına ait tahmini ` +
          'bütçenin de aynı şekilde kabulüne',
        legal: '5393 sayılı Belediye Kanununun 18. maddesinin (b) bendi ile 64. maddesi',
        vote: 'oy çokluğu',
      };
    }
    if (c.role === 'final-accounts') {
      const y = c.year - 1;
      const planned = tariffAt(BUDGET_2026 * 100 * c.rng.float(0.95, 1.05), y, undefined, 100_000_000);
      const spent = Math.round(planned * c.rng.float(0.86, 0.97));
      const collected = Math.round(planned * c.rng.float(0.84, 0.98));
      return {
        department: 'Mali Hizmetler Müdürlüğü',
        commission: 'Plan ve Bütçe Komisyonu',
        subject: `Belediyemizin ${y} Yılı Kesin Hesabı`,
        facts: [
          `Belediyemizin ${y} mali yılı kesin hesap cetvelleri, Mahalli İdareler Bütçe ve Muhasebe Yönetmeliği ` +
            'hükümlerine göre Mali Hizmetler Müdürlüğünce hazırlanmış ve Encümence incelenerek Meclisimize ' +
            'sunulmuştur.',
          `Kesin hesaba göre ${y} yılında ${tl(planned)} bütçe ödeneğine karşılık ${tl(spent)} harcama yapılmış; ` +
            `${tl(planned)} tutarındaki bütçe gelir tahminine karşılık ${tl(collected)} tahsilat gerçekleşmiştir. ` +
            'Harcamaların ödenek sınırları içinde kaldığı, iptal edilen ve devreden ödeneklerin cetvellerde ' +
            'gösterildiği anlaşılmıştır.',
        ],
        decision: `Belediyemizin ${y} mali yılı kesin hesabının Plan ve Bütçe Komisyonu raporu doğrultusunda kabulüne`,
        legal: '5393 sayılı Belediye Kanununun 18. maddesinin (b) bendi',
      };
    }
    const [from, to] = c.rng.sample(
      [
        ['Fen İşleri Müdürlüğü', 'yol yapım, bakım ve onarım giderleri'],
        ['Temizlik İşleri Müdürlüğü', 'temizlik hizmet alımları'],
        ['Park ve Bahçeler Müdürlüğü', 'park ve bahçe bakım onarım giderleri'],
        ['Kültür ve Sosyal İşler Müdürlüğü', 'kültürel faaliyet giderleri'],
        ['Su ve Kanalizasyon Müdürlüğü', 'altyapı bakım ve onarım giderleri'],
      ] as const,
      2,
    );
    const amount = money(c, 2e6, 25e6, 10_000);
    return {
      department: 'Mali Hizmetler Müdürlüğü',
      commission: 'Plan ve Bütçe Komisyonu',
      subject: `${c.year} Mali Yılı Bütçesinde fonksiyonel sınıflandırma düzeyleri arasında ödenek aktarması`,
      facts: [
        `Belediyemizin ${c.year} mali yılı bütçesinde ${genitive(to[0])} "${to[1]}" tertibine ait ödeneğin ` +
          `yıl sonuna kadar yetersiz kalacağı anlaşılmış olup, ${genitive(from[0])} "${from[1]}" tertibinde ` +
          `kullanılmayacağı öngörülen ${tl(amount)} tutarındaki ödeneğin aktarılması talep edilmiştir.`,
        'Mahalli İdareler Bütçe ve Muhasebe Yönetmeliğinin 36. maddesi gereğince, fonksiyonel sınıflandırmanın ' +
          'ikinci düzeyleri arasında yapılacak aktarmaların meclis kararı ile yapılabileceği hükme bağlanmıştır.',
      ],
      decision: `${tl(amount)} tutarındaki ödeneğin talep edildiği şekilde aktarılmasına`,
      legal:
        'Mahalli İdareler Bütçe ve Muhasebe Yönetmeliğinin 36. maddesi ile 5393 sayılı Belediye Kanununun 18. maddesi',
    };
  },

  M03(c) {
    if (c.role !== 'tariff') return tariffAmendment(c);
    const y = c.year + 1;
    return {
      department: 'Mali Hizmetler Müdürlüğü',
      commission: 'Plan ve Bütçe Komisyonu',
      subject: `Belediyemizin ${y} yılında uygulanacak Gelir ve Ücret Tarifesi`,
      facts: [
        '2464 sayılı Belediye Gelirleri Kanununun 97. maddesi gereğince, belediyelerce yapılan hizmetler ' +
          'karşılığında alınacak ücretlerin tarifesi belediye meclisince belirlenir. Mali Hizmetler Müdürlüğünce ' +
          `hazırlanan ${y} yılı Gelir ve Ücret Tarifesi teklifinde ücretlerin yeniden değerleme oranı ve hizmet ` +
          'maliyetleri dikkate alınarak güncellendiği belirtilmiştir.',
        `Teklif edilen tarifede; hafta içi mesai saatlerinde salon nikâhı ücreti ${tl(feeAt('nikahWeekday', y))}, ` +
          `hafta sonu salon nikâhı ücreti ${tl(feeAt('nikahWeekend', y))}, resmi tatil günlerinde nikâh ücreti ` +
          `${tl(feeAt('nikahHoliday', y))}, belediye işhanı dükkânları için aylık metrekare kira bedeli ` +
          `${tl(feeAt('shopRentPerM2Month', y))} ve kaldırım işgali için yıllık metrekare ücreti ` +
          `${tl(feeAt('sidewalkPerM2Year', y))} olarak önerilmiştir.`,
      ],
      decision:
        `${y} yılında uygulanacak Gelir ve Ücret Tarifesinin Plan ve Bütçe Komisyonu raporunda belirtildiği ` +
        `şekliyle kabulüne ve 01.01.${y} tarihinden itibaren uygulanmasına`,
      legal: TARIFF_LAW,
      vote: c.rng.chance(0.5) ? 'oy birliği' : 'oy çokluğu',
    };
  },

  M04(c) {
    const s = street(c);
    const p = parcel(c);
    const newName = c.rng.pick([
      `Şehit Piyade Er ${fullName(c.rng)} Sokak`,
      `Öğretmen ${fullName(c.rng)} Sokak`,
      `Muhtar ${fullName(c.rng)} Sokak`,
      `${c.rng.pick(FLOWER_NAMES)} Sokak`,
      `Dr. ${fullName(c.rng)} Caddesi`,
    ]);
    return {
      department: 'İmar ve Şehircilik Müdürlüğü',
      commission: 'İmar ve Bayındırlık Komisyonu',
      subject: `${s.district.name}nde bulunan isimsiz sokağa "${newName}" adının verilmesi`,
      facts: [
        `${s.district.name}nde, ${p.ada} ada ile ${p.ada + c.rng.int(1, 6)} ada arasında kalan ve ${s.name} ile ` +
          'bağlantılı olan isimsiz sokağa isim verilmesi hususunda mahalle muhtarlığının ' +
          `${trDate(before(c, 30, 90))} tarihli yazısı ile talepte bulunulmuştur.`,
        'Adres ve Numaralama Yönetmeliği uyarınca aynı mahalle sınırları içinde aynı ismin birden fazla yola ' +
          `verilemeyeceği dikkate alınarak yapılan incelemede, önerilen "${newName}" isminin ilçemiz sınırlarında ` +
          'başka bir yolda kullanılmadığı ve Ulusal Adres Veri Tabanına işlenmesine engel bir durum bulunmadığı ' +
          'tespit edilmiştir.',
      ],
      decision:
        `söz konusu sokağa "${newName}" adının verilmesine ve kararın Ulusal Adres Veri Tabanına işlenmek üzere ` +
        'Bursa Büyükşehir Belediyesine ve ilgili kurumlara bildirilmesine',
      legal: '5393 sayılı Belediye Kanununun 81. maddesi',
    };
  },

  M05(c) {
    const [city, country] = fresh(c, SISTER_CITIES, ([name]) => name);
    return {
      department: 'Kültür ve Sosyal İşler Müdürlüğü',
      subject: `${city} (${country}) Belediyesi ile kardeş şehir ilişkisi kurulması`,
      facts: [
        `${city} (${country}) Belediyesinden alınan ${trDate(before(c, 30, 120))} tarihli niyet mektubunda, iki ` +
          'belediye arasında kültür, eğitim, turizm, spor ve belediye hizmetleri alanlarında işbirliği yapılması ' +
          'amacıyla kardeş şehir ilişkisi kurulması önerilmiştir.',
        'Kardeşlik ilişkisinin; iki şehir arasındaki tarihî ve kültürel bağların güçlendirilmesine, gençlik ' +
          'değişim programları ile ortak kültür ve sanat etkinliklerinin düzenlenmesine ve belediyecilik alanında ' +
          'deneyim paylaşımına katkı sağlayacağı değerlendirilmiştir.',
      ],
      decision:
        `${city} (${country}) Belediyesi ile kardeş şehir ilişkisi kurulmasına, kardeş şehir protokolünü ` +
        'imzalamak üzere Belediye Başkanının yetkilendirilmesine ve 5393 sayılı Kanunun 74. maddesi gereğince ' +
        'İçişleri Bakanlığının iznine sunulmasına',
      legal: '5393 sayılı Belediye Kanununun 18. maddesinin (ğ) bendi ile 74. maddesi',
    };
  },

  M06(c) {
    const purpose = c.rng.pick([
      'Araç ve iş makinesi alımı',
      `${TOWN} Kapalı Spor Salonu yapım işi`,
      `${c.rng.pick(c.streets).district.name} içme suyu ve kanalizasyon altyapı işi`,
      `${TOWN} Kültür Merkezi yapım işi`,
      'Hizmet binaları çatı tipi güneş enerji santrali (GES) yapım işi',
    ]);
    const amount = money(c, 40e6, 250e6, 100_000);
    const term = c.rng.pick([5, 7, 10]);
    return {
      department: 'Mali Hizmetler Müdürlüğü',
      commission: 'Plan ve Bütçe Komisyonu',
      subject: `"${purpose}" finansmanı için İller Bankası A.Ş.'den ${tl(amount)} kredi kullanılması`,
      facts: [
        `Belediyemiz ${c.year} yılı yatırım programında yer alan "${purpose}" işinin finansmanında kullanılmak ` +
          `üzere İller Bankası A.Ş. Genel Müdürlüğünden ${tl(amount)} tutarında kredi kullanılması ` +
          `planlanmaktadır. Kredinin ${term} yıl vadeli, ilk ${c.rng.int(1, 2)} yılı ödemesiz olarak ` +
          'kullandırılacağı ve geri ödemelerin Belediyemize ait genel bütçe vergi gelirleri paylarından kesinti ' +
          'yapılmak suretiyle gerçekleştirileceği bildirilmiştir.',
        '5393 sayılı Belediye Kanununun 68. maddesi uyarınca Belediyemizin faiz dahil iç ve dış borç stoku ' +
          'tutarının, en son kesinleşen bütçe gelirlerinin yeniden değerleme oranıyla güncellenen miktarını ' +
          'aşmadığı Mali Hizmetler Müdürlüğünce tespit edilmiştir.',
      ],
      decision:
        `"${purpose}" işinin finansmanı için İller Bankası A.Ş.'den ${tl(amount)} kredi kullanılmasına, kredi ` +
        'sözleşmesi ile borçlanmaya ilişkin her türlü belgeyi imzalamaya Belediye Başkanının yetkili kılınmasına',
      legal: '5393 sayılı Belediye Kanununun 18. maddesinin (d) bendi ile 68. maddesi',
      vote: 'üye tamsayısının salt çoğunluğu',
    };
  },

  M07(c) {
    const s = street(c);
    const [commission, department, topic, finding] = fresh(
      c,
      [
        [
          'Eğitim, Kültür ve Sosyal İşler Komisyonu',
          'Kültür ve Sosyal İşler Müdürlüğü',
          'ihtiyaç sahibi üniversite öğrencilerine yönelik eğitim desteği uygulaması',
          'ilçemizde ikamet eden ve ailesinin geliri asgari ücretin altında olan üniversite öğrencilerine eğitim ' +
            'öğretim yılı boyunca aylık eğitim desteği verilmesinin, başvuruların e-Belediye üzerinden alınmasının ' +
            've hak sahiplerinin sosyal inceleme raporuna göre belirlenmesinin uygun olacağı',
        ],
        [
          'Çevre ve Sağlık Komisyonu',
          'Temizlik İşleri Müdürlüğü',
          'evsel atıkların kaynağında ayrı toplanması ve sıfır atık uygulamalarının yaygınlaştırılması',
          'mahallelere ambalaj atığı ve atık pil toplama kumbaralarının yerleştirilmesinin, okullarda sıfır atık ' +
            'eğitimleri düzenlenmesinin ve kaynağında ayrıştırma yapan sitelere teşvik belgesi verilmesinin uygun ' +
            'olacağı',
        ],
        [
          'İmar ve Bayındırlık Komisyonu',
          'Fen İşleri Müdürlüğü',
          `${s.district.name} yol, kaldırım ve aydınlatma ihtiyaçlarının tespiti`,
          `${s.name} başta olmak üzere mahalledeki yolların ${c.month >= 9 ? c.year + 1 : c.year} yılı yatırım ` +
            'programına alınmasının, yaya ' +
            'kaldırımlarının engelli erişimine uygun hale getirilmesinin ve eksik aydınlatmaların tamamlanması için ' +
            'elektrik dağıtım şirketi ile yazışma yapılmasının uygun olacağı',
        ],
        [
          'Hukuk Komisyonu',
          'Zabıta Müdürlüğü',
          'Belediye Zabıta Yönetmeliğinde değişiklik yapılması',
          'Belediye Zabıta Yönetmeliğinin görev, yetki ve sorumluluklara ilişkin maddelerinin 5393 sayılı Kanun ve ' +
            'Belediye Zabıta Yönetmeliği ile uyumlu hale getirilmesi amacıyla hazırlanan değişiklik taslağının ' +
            'kabulünün uygun olacağı',
        ],
      ] as const,
      ([, , t]) => t,
    );
    return {
      department,
      subject: `${genitive(commission)} "${topic}" konulu raporu`,
      source: `${genitive(commission)} ${trDate(before(c, 3, 20))} tarihli raporu`,
      facts: [
        `Meclisimizin ${trDate(councilBefore(c, 1, 2))} tarihli birleşiminde ${commission}na havale edilen ` +
          `"${topic}" konusu komisyonda görüşülmüş, konu ile ilgili müdürlük temsilcilerinin bilgisine ` +
          'başvurulmuştur.',
        `Komisyon raporunda; ${finding} belirtilmiştir.`,
      ],
      decision:
        `${genitive(commission)} raporunun okunduğu şekliyle kabulüne ve gereğinin ${department} tarafından ` +
        'yerine getirilmesine',
      legal: '5393 sayılı Belediye Kanununun 18. ve 24. maddeleri',
    };
  },

  M08(c) {
    if (c.role === 'audit') {
      const members = [fullName(c.rng), fullName(c.rng), fullName(c.rng)];
      return {
        department: 'Yazı İşleri Müdürlüğü',
        subject: `${c.year - 1} yılı hesaplarını denetlemek üzere Denetim Komisyonu üyelerinin seçimi`,
        facts: [
          '5393 sayılı Belediye Kanununun 25. maddesi gereğince belediye meclisi, her yıl ocak ayı toplantısında ' +
            'belediyenin bir önceki yıla ait gelir ve giderleri ile bütün hesap ve işlemlerinin denetlenmesi ' +
            'amacıyla kendi üyeleri arasından gizli oyla üç ila beş kişiden oluşan bir denetim komisyonu oluşturur.',
          'Komisyonun, meclis üye sayısının siyasî parti gruplarına ve bağımsız üyelere dağılımına göre ' +
            'oluşturulması gerektiği dikkate alınarak aday gösterilen üyeler için gizli oylama yapılmıştır.',
        ],
        decision:
          `Denetim Komisyonu üyeliklerine, yapılan gizli oylama sonucunda en fazla oyu alan Meclis Üyeleri ` +
          `${listTr(members)} isimli üyelerin seçilmesine`,
        legal: '5393 sayılı Belediye Kanununun 25. maddesi',
      };
    }
    if (c.role === 'recess') {
      const holiday = MONTHS_TR[RECESS_MONTH - 1];
      return {
        department: 'Yazı İşleri Müdürlüğü',
        subject: `Belediye Meclisinin ${c.year} yılı tatil ayının belirlenmesi`,
        facts: [
          '5393 sayılı Belediye Kanununun 20. maddesinde, belediye meclisinin her ayın ilk haftası önceden ' +
            'belirlenen günde toplanacağı ve meclisin bir yıl içinde bir ay tatil kararı alabileceği hükme ' +
            'bağlanmıştır.',
          `Meclis üyelerinin yıllık izin planlamaları ve yaz döneminde yoğunlaşan saha çalışmaları dikkate ` +
            `alınarak ${c.year} yılı ${holiday} ayının tatil ayı olarak belirlenmesi teklif edilmiştir.`,
        ],
        decision: `Belediye Meclisinin ${c.year} yılı ${holiday} ayında tatil yapmasına`,
        legal: '5393 sayılı Belediye Kanununun 20. maddesi',
      };
    }
    if (c.role !== 'committee-election') return jointServiceProtocol(c);
    const members = [fullName(c.rng), fullName(c.rng)];
    return {
      department: 'Yazı İşleri Müdürlüğü',
      subject: `Bir yıl süreyle görev yapmak üzere Belediye Encümeni üyelerinin seçimi (${c.year})`,
      facts: [
        '5393 sayılı Belediye Kanununun 33. maddesi gereğince belediye encümeni, belediye başkanının ' +
          'başkanlığında, meclisin her yıl kendi üyeleri arasından bir yıl için gizli oyla seçeceği iki üye ile ' +
          'mali hizmetler birim amiri ve belediye başkanının birim amirleri arasından bir yıl için seçeceği bir ' +
          'üyeden oluşur.',
        'Encümen üyeliği için aday gösterilen meclis üyeleri arasında gizli oylama yapılmış ve oy pusulaları ' +
          'Divan tarafından sayılmıştır.',
      ],
      decision:
        `Belediye Encümeni üyeliklerine bir yıl süreyle görev yapmak üzere Meclis Üyeleri ${listTr(members)} ` +
        'isimli üyelerin seçilmesine',
      legal: '5393 sayılı Belediye Kanununun 33. maddesi',
    };
  },
};

/** An everyday tariff decision: a new service's fee added to the year's tariff. */
function tariffAmendment(c: TextContext): ResolutionDraft {
  const [service, unit, base] = fresh(
    c,
    [
      ['Kültür merkezi konferans salonu kullanım', 'saat', 2500],
      ['Kapalı spor salonu kullanım', 'saat', 1200],
      ['Hafriyat döküm sahası kullanım', 'ton', 180],
      ['Kreş ve gündüz bakımevi', 'ay', 6500],
      ['Cenaze nakil hizmeti (ilçe dışı)', 'km', 45],
    ] as const,
    ([name]) => name,
  );
  const fee = tariffAt(base * 100, c.year);
  return {
    department: 'Mali Hizmetler Müdürlüğü',
    commission: 'Plan ve Bütçe Komisyonu',
    subject: `${c.year} Yılı Gelir ve Ücret Tarifesine "${service}" ücretinin eklenmesi`,
    facts: [
      `Belediyemizce ${c.year} yılında hizmete sunulan "${service}" hizmeti için yürürlükteki Gelir ve Ücret ` +
        'Tarifesinde bir ücret bulunmadığı, hizmetin sürdürülebilmesi için maliyet esaslı bir ücret belirlenmesi ' +
        'gerektiği bildirilmiştir.',
      `Mali Hizmetler Müdürlüğünce yapılan maliyet hesabında personel, enerji, bakım ve amortisman giderleri ` +
        `dikkate alınarak birim ücretin ${tl(fee)} (${unit} başına, KDV dahil) olarak belirlenmesi önerilmiştir.`,
    ],
    decision:
      `"${service}" ücretinin ${unit} başına ${tl(fee)} olarak ${c.year} Yılı Gelir ve Ücret Tarifesine ` +
      'eklenmesine ve kararın kesinleşmesinden itibaren uygulanmasına',
    legal: TARIFF_LAW,
  };
}

/** An everyday council decision: a joint service protocol with a public body (5393 art. 75). */
function jointServiceProtocol(c: TextContext): ResolutionDraft {
  const [institution, work] = fresh(
    c,
    [
      [`${TOWN} İlçe Milli Eğitim Müdürlüğü`, 'ilçemizdeki okulların bahçe düzenlemesi, bakım ve küçük onarım işleri'],
      [`${TOWN} İlçe Sağlık Müdürlüğü`, 'evde sağlık hizmetlerinde hasta nakli ve ulaşım desteği'],
      [`${TOWN} Kaymakamlığı`, 'ihtiyaç sahibi ailelere yönelik sosyal yardımların ortak veri tabanı ile dağıtılması'],
      [`${TOWN} İlçe Müftülüğü`, 'mahalle camilerinin çevre düzenlemesi ve temizlik hizmetleri'],
      [`${TOWN} İlçe Gençlik ve Spor Müdürlüğü`, 'yaz spor okullarının birlikte düzenlenmesi'],
    ] as const,
    ([name]) => name,
  );
  return {
    department: 'Yazı İşleri Müdürlüğü',
    subject: `${institution} ile ortak hizmet protokolü imzalanması`,
    facts: [
      `${institution} tarafından ${trDate(before(c, 20, 60))} tarihli yazı ile "${work}" konusunda Belediyemiz ile ` +
        'ortak hizmet protokolü imzalanması teklif edilmiştir.',
      'Protokol taslağında tarafların yükümlülükleri, protokolün süresi ve giderlerin paylaşımı belirlenmiş; ' +
        'Belediyemize düşen giderlerin ilgili müdürlük bütçesinden karşılanacağı ve protokolün imza tarihinden ' +
        `itibaren ${c.rng.int(1, 3)} yıl süreyle geçerli olacağı öngörülmüştür.`,
    ],
    decision:
      `${institution} ile "${work}" konusunda ortak hizmet protokolü imzalanmasına ve protokolü imzalamaya ` +
      'Belediye Başkanının yetkili kılınmasına',
    legal: '5393 sayılı Belediye Kanununun 18. maddesinin (j) bendi ile 75. maddesi',
  };
}
