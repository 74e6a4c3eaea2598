import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { randomCode } from '../../lib/codes.js';
import { rngFor } from './random.js';

/** What citizens of the demo town report, per category of migration 0020: subcategory, subject, description. */
const TOPICS: Array<[number, number, string, string]> = [
  [
    1,
    10,
    'Yolda derin çukur',
    'Sokağın ortasında araçların lastiğine zarar veren derin bir çukur var, yağmurda su doluyor.',
  ],
  [
    1,
    11,
    'Kırık kaldırım taşları',
    'Kaldırım taşları kırılmış ve yerinden oynamış; yaşlılar ve bebek arabaları geçemiyor.',
  ],
  [
    2,
    13,
    'Sokak lambası yanmıyor',
    'Bir haftadır sokaktaki direklerden ikisi yanmıyor, akşamları sokak tamamen karanlık.',
  ],
  [
    3,
    15,
    'Çöp konteyneri boşaltılmadı',
    'Konteyner üç gündür boşaltılmadı, çevresi çöp torbalarıyla doldu ve koku yapıyor.',
  ],
  [
    3,
    16,
    'Kaldırıma moloz döküldü',
    'Bir inşaattan çıkan moloz kaldırıma bırakılmış, yayalar yola inmek zorunda kalıyor.',
  ],
  [4, 19, 'Rögar taşıyor', 'Köşedeki rögardan pis su taşıyor, özellikle sabah saatlerinde sokak su içinde kalıyor.'],
  [
    5,
    21,
    'Ağaç dalları tellere değiyor',
    'Parkın yanındaki çınarın dalları elektrik tellerine değiyor, budanması gerekiyor.',
  ],
  [
    5,
    22,
    'Oyun parkında kırık salıncak',
    'Çocuk parkındaki salıncaklardan birinin zinciri kopmuş, çocuklar için tehlikeli.',
  ],
  [
    6,
    23,
    'Gece geç saatte yüksek müzik',
    'Sokaktaki bir kafe her gece saat birden sonra da yüksek sesle müzik çalıyor.',
  ],
  [7, 25, 'Yaralı köpek', 'Otobüs durağının yanında ayağı yaralı bir köpek var, yürüyemiyor ve tedavi gerekiyor.'],
  [8, 28, 'Kaldırım işgali', 'Bir iş yeri kaldırımın tamamına masa ve sandalye koymuş, yayalar yoldan yürüyor.'],
  [9, 0, 'Otobüs durağına bank', 'Durakta oturacak yer yok; yaşlılar için bir bank konulmasını öneriyorum.'],
];
const NAMES = [
  'Ahmet Yılmaz',
  'Fatma Şahin',
  'Mehmet Demir',
  'Ayşe Çelik',
  'Mustafa Kaya',
  'Emine Öztürk',
  'Ali Aydın',
];
/** Department of each category (parameter 370 of the seed). */
const DEPARTMENT: Record<number, string> = {
  1: 'Fen İşleri Müdürlüğü',
  2: 'Fen İşleri Müdürlüğü',
  3: 'Temizlik İşleri Müdürlüğü',
  4: 'Su ve Kanalizasyon Müdürlüğü',
  5: 'Park ve Bahçeler Müdürlüğü',
  6: 'Zabıta Müdürlüğü',
  7: 'Zabıta Müdürlüğü',
  8: 'İmar ve Şehircilik Müdürlüğü',
  9: 'Kültür ve Sosyal İşler Müdürlüğü',
};
/** How far each demo report got: every status appears, the open ones most. */
const PATHS = [
  'RECEIVED',
  'RECEIVED',
  'ASSIGNED',
  'ASSIGNED',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'ANSWERED',
  'RESOLVED',
  'RESOLVED',
  'RESOLVED',
  'CLOSED',
  'MERGED',
] as const;
const REPORTS = 40;

/**
 * Demo reports in every status with their timelines, over the last four months before `today`; the demo member
 * Zeynep Arslan filed a few of them. The same seed and day give the same reports, each under a tracking number of
 * this installation's own.
 */
export async function seedComplaints(db: Kysely<DB>, seed: number, today: string): Promise<void> {
  const rng = rngFor(seed, 'complaints');
  const streets = await db
    .selectFrom('street as s')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select(['s.code', 's.district_code'])
    .orderBy('s.code')
    .limit(60)
    .execute();
  const member = await db
    .selectFrom('member')
    .select(['oid', 'registry_oid', 'gsm_number', 'email'])
    .where('pid_no', '=', '10000000146')
    .executeTakeFirst();
  const staff = await db.selectFrom('staff').select('oid').where('username', '=', 'zabita').executeTakeFirst();
  const noon = new Date(`${today}T09:00:00Z`).getTime();
  const at = (daysAgo: number, hours = 0) => new Date(noon - daysAgo * 86_400_000 + hours * 3_600_000);
  const year = today.slice(0, 4);
  const open: number[] = [];

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < REPORTS; i++) {
      const [category, sub, subject, description] = rng.pick(TOPICS);
      const street = rng.pick(streets);
      const status = PATHS[i % PATHS.length];
      const daysAgo = status === 'RECEIVED' ? rng.int(0, 3) : rng.int(4, 120);
      const mine = member && i % 9 === 0;
      const name = rng.pick(NAMES);
      const gsm =
        mine && member.gsm_number
          ? member.gsm_number
          : `5${rng.int(30, 59)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
      const created = at(daysAgo);
      const department = status === 'RECEIVED' ? null : DEPARTMENT[category];
      // Answered within a few days mostly; some past their category's target, so the late flag shows.
      const answerDays = Math.min(daysAgo, rng.int(1, 25));
      const answered = ['ANSWERED', 'RESOLVED', 'CLOSED'].includes(status) ? at(daysAgo - answerDays, 3) : null;
      const merged = status === 'MERGED' && open.length ? open[0] : null;
      const row = await trx
        .insertInto('complaint')
        .values({
          // Random on every installation: a tracking number opens its report to whoever holds it.
          tracking_no: `${year}-${randomCode(6)}`,
          kind: category === 9 ? 'SUGGESTION' : rng.chance(0.7) ? 'COMPLAINT' : 'REQUEST',
          category_oid: category,
          subcategory_oid: sub || null,
          subject,
          description,
          district_code: street.district_code,
          street_code: street.code,
          landmark: rng.chance(0.3) ? 'Eczanenin karşısı' : null,
          contact_name: mine ? 'Zeynep Arslan' : name,
          gsm_number: gsm,
          email: mine ? member.email : null,
          written_answer: rng.chance(0.2),
          member_oid: mine ? member.oid : null,
          registry_oid: mine ? member.registry_oid : null,
          ip: '127.0.0.1',
          status: merged ? 'MERGED' : status === 'MERGED' ? 'IN_PROGRESS' : status,
          department,
          merged_into_oid: merged,
          created_at: created,
          updated_at: answered ?? at(Math.max(0, daysAgo - 1)),
          first_answered_at: status === 'CLOSED' ? null : answered,
          answered_at: answered,
          rating: status === 'RESOLVED' && rng.chance(0.6) ? rng.int(2, 5) : null,
        })
        .returning(['oid', 'status'])
        .executeTakeFirstOrThrow();
      if (row.status === 'IN_PROGRESS' || row.status === 'ASSIGNED') open.push(row.oid);
      const events: Array<Parameters<typeof eventRow>[1]> = [
        { kind: 'RECEIVED', status: 'RECEIVED', at: created, byCitizen: true },
      ];
      if (department) events.push({ kind: 'ASSIGNED', status: 'ASSIGNED', at: at(daysAgo, 2), department });
      if (row.status !== 'RECEIVED' && row.status !== 'ASSIGNED' && department) {
        events.push({ kind: 'STATUS', status: 'IN_PROGRESS', at: at(daysAgo, 4), department });
        events.push({
          kind: 'NOTE',
          at: at(daysAgo, 5),
          department,
          text: 'Ekibimiz yerinde inceleme yapacak.',
          public: false,
        });
      }
      if (answered && status !== 'CLOSED') {
        const text =
          status === 'RESOLVED'
            ? 'Ekiplerimiz gerekli çalışmayı tamamladı. Bildiriminiz için teşekkür ederiz.'
            : 'Konu müdürlüğümüzün iş programına alınmıştır; çalışma önümüzdeki ay yapılacaktır.';
        events.push({ kind: 'STATUS', status, at: answered, department, text });
      }
      if (status === 'CLOSED') {
        const text = 'Bildirilen yer belediyemizin sorumluluk alanında değildir; ilgili kuruma iletilmiştir.';
        events.push({ kind: 'CLOSED', status: 'CLOSED', at: answered as Date, department, text });
      }
      if (merged) {
        const text = 'Aynı konudaki başka bir bildirimle birleştirildi; gelişmeler o bildirimde.';
        events.push({ kind: 'MERGED', status: 'MERGED', at: at(daysAgo - 1), text });
        await trx
          .insertInto('complaint_follower')
          .values({
            complaint_oid: merged,
            gsm_number: gsm,
            email: null,
            member_oid: null,
            created_at: at(daysAgo - 1),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await trx
        .insertInto('complaint_event')
        .values(events.map((e) => eventRow(row.oid, e, staff?.oid ?? null)))
        .execute();
    }
  });
}

function eventRow(
  complaintOid: number,
  e: {
    kind: DB['complaint_event']['kind'];
    at: Date;
    status?: string;
    text?: string;
    department?: string | null;
    public?: boolean;
    byCitizen?: boolean;
  },
  staffOid: number | null,
) {
  return {
    complaint_oid: complaintOid,
    kind: e.kind,
    at: e.at,
    status: e.status ?? null,
    text: e.text ?? null,
    public: e.public ?? true,
    by_citizen: e.byCitizen ?? false,
    department: e.department ?? null,
    staff_oid: e.byCitizen ? null : staffOid,
  };
}
