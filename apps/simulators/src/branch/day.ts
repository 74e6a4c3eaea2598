import { type BankDebt, type BranchClient, istanbulToday, oldestOfOneKind, type Receipt } from './client.js';

/** One promise of the portal the day puts to the test, and whether it held. */
export interface Check {
  step: string;
  ok: boolean;
  detail: string;
}

export interface DayOptions {
  /** T.C. Kimlik No of payers to try, in order; the first with enough collectable debts serves the day. */
  payers: readonly string[];
  /** Prefix of the day's bank references, unique per run. */
  run?: string;
  log?: (line: string) => void;
}

const lira = (kurus: number) => `${(kurus / 100).toFixed(2).replace('.', ',')} TL`;

/**
 * A contracted bank's whole day against the portal: a query, a collection, a collection whose answer is lost and
 * which is sent again, a concurrent double, a reference reused with another body, a wrong amount, a storno, the
 * day's list and the end-of-day reconciliation with one planted difference. Every step names the promise it
 * checks; the day is good when every check holds.
 */
export async function runBankDay(client: BranchClient, options: DayOptions): Promise<Check[]> {
  const log = options.log ?? (() => {});
  const run = options.run ?? `SUBE-${Date.now().toString(36).toUpperCase()}`;
  const checks: Check[] = [];
  const check = (step: string, ok: boolean, detail: string) => {
    checks.push({ step, ok, detail });
    log(`${ok ? 'TAMAM' : 'HATA '}  ${step}: ${detail}`);
    return ok;
  };
  const today = istanbulToday();
  const ours: Receipt[] = [];

  // A payer with at least four debts of one kind open and free.
  let pidNo = '';
  for (const candidate of options.payers) {
    const answer = await client.debts({ pidNo: candidate });
    if (answer.status === 200 && oldestOfOneKind(answer.body.Debts, 4).length === 4) {
      pidNo = candidate;
      check(
        'Borç sorgulama',
        answer.body.Debts.every((d) => d.TotalKurus === d.PrincipalKurus + d.LateFeeKurus),
        `${answer.body.PayerName}: ${answer.body.Debts.length} açık borç, toplam ${lira(answer.body.TotalKurus)} (${answer.body.AsOf} gecikme zammıyla)`,
      );
      break;
    }
  }
  if (!pidNo) {
    check('Borç sorgulama', false, 'Tahsil edilebilir en az dört borcu olan bir mükellef bulunamadı.');
    return checks;
  }

  /** The oldest open debt of the chosen kind, as the bank's teller would offer it now. */
  const next = async (): Promise<BankDebt> => {
    const answer = await client.debts({ pidNo });
    const [debt] = oldestOfOneKind(answer.body.Debts, 1);
    if (!debt) throw new Error('Tahsil edilecek borç kalmadı.');
    return debt;
  };
  const body = (reference: string, d: BankDebt) => ({
    pidNo,
    bankReference: reference,
    accrualOids: [d.AccrualOid],
    totalKurus: d.TotalKurus,
    branchCode: '0421',
  });

  // 1. A collection at the counter.
  const first = await next();
  const paid = await client.collect(body(`${run}-1`, first));
  if (paid.status === 200) ours.push(paid.body);
  check(
    'Tahsilat',
    paid.status === 200 && paid.body.Channel === 'BANKA' && paid.body.TotalKurus === first.TotalKurus,
    paid.status === 200
      ? `${first.RevenueName} ${first.Year}/${first.InstallmentNo}: makbuz ${paid.body.ReceiptNo}, ${lira(paid.body.TotalKurus)}, ${paid.body.BankName}`
      : `${paid.status} ${paid.body.Code}: ${paid.body.Message}`,
  );

  // 2. The answer is lost (the bank's client gives up after a few milliseconds) and the request is sent again.
  const second = await next();
  const lost = await client.collect(body(`${run}-2`, second), 5).catch(() => null);
  await new Promise((r) => setTimeout(r, 500));
  const retried = await client.collect(body(`${run}-2`, second));
  const retriedAgain = await client.collect(body(`${run}-2`, second));
  if (retried.status === 200) ours.push(retried.body);
  check(
    'Zaman aşımından sonra tekrar',
    retried.status === 200 &&
      retriedAgain.body.ReceiptNo === retried.body.ReceiptNo &&
      (lost === null || lost.body.ReceiptNo === retried.body.ReceiptNo),
    `ilk yanıt ${lost ? 'alındı' : 'kayboldu'}; tekrarlar aynı makbuzu aldı: ${retried.body.ReceiptNo}`,
  );

  // 3. The same request twice at once (two channels of the bank's core system).
  const third = await next();
  const twins = await Promise.all([1, 2].map(() => client.collect(body(`${run}-3`, third))));
  const numbers = new Set(twins.map((a) => a.body.ReceiptNo));
  if (twins[0].status === 200) ours.push(twins[0].body);
  check(
    'Eşzamanlı çift istek',
    twins.every((a) => a.status === 200) && numbers.size === 1,
    `${twins.map((a) => a.status).join(', ')} → makbuz ${[...numbers].join(', ')}`,
  );

  // 4. A reference used again for another debt: refused, nothing recorded.
  const fourth = await next();
  const reused = await client.collect(body(`${run}-1`, fourth));
  check(
    'Aynı referans başka içerikle',
    reused.status === 409 && reused.body.Code === 'error_bank_reference_reused',
    `${reused.status} ${reused.body.Code}`,
  );

  // 5. An amount other than the debt's total as of today: refused with the right amount in the message.
  const wrong = await client.collect({ ...body(`${run}-4`, fourth), totalKurus: fourth.TotalKurus - 1 });
  check(
    'Yanlış tutar',
    wrong.status === 409 && wrong.body.Code === 'error_amount_mismatch',
    `${wrong.status} ${wrong.body.Code}: ${wrong.body.Message}`,
  );

  // 6. Storno of the concurrent one: its debt is open again; a second storno answers the same.
  const storno = await client.cancel(`${run}-3`);
  const stornoAgain = await client.cancel(`${run}-3`);
  const reopened = (await client.debts({ pidNo })).body.Debts.some((d) => d.AccrualOid === third.AccrualOid);
  check(
    'Storno (aynı gün iptal)',
    storno.status === 200 && storno.body.Status === 'CANCELLED' && stornoAgain.status === 200 && reopened,
    `${run}-3 → ${storno.body.Status}; borç yeniden açık: ${reopened ? 'evet' : 'hayır'}`,
  );

  // 7. The day's list at the portal holds each of ours once, the cancelled one as cancelled.
  const day = await client.collections(today);
  const mine = day.body.Items.filter((i) => i.BankReference.startsWith(`${run}-`));
  check(
    'Günün tahsilat listesi',
    day.status === 200 &&
      mine.length === 3 &&
      mine.filter((i) => i.Status === 'COLLECTED').length === 2 &&
      mine.find((i) => i.BankReference === `${run}-3`)?.Status === 'CANCELLED',
    `bankanın bugünkü ${day.body.Count} tahsilatı, toplam ${lira(day.body.TotalKurus)}; bu çalışmanın ${mine.length} kaydı`,
  );

  // 8. End of day: the bank's list (every live collection of the day) plus one line the portal never saw.
  const items = day.body.Items.filter((i) => i.Status === 'COLLECTED').map((i) => ({
    bankReference: i.BankReference,
    amountKurus: i.TotalKurus,
  }));
  const planted = `${run}-FARK`;
  const answer = await client.reconcile(today, [...items, { bankReference: planted, amountKurus: 1_234 }]);
  check(
    'Gün sonu mutabakatı (bir fark ekilmiş)',
    answer.status === 200 &&
      answer.body.MatchedCount === items.length &&
      answer.body.Differences.length === 1 &&
      answer.body.Differences[0].Kind === 'MISSING_HERE' &&
      answer.body.Differences[0].BankReference === planted,
    `${answer.body.MatchedCount} eşleşti; farklar: ${answer.body.Differences.map((d) => `${d.Kind} ${d.BankReference}`).join(', ') || 'yok'}`,
  );
  log(`Bugünkü kayıtlar: ${ours.map((r) => `${r.BankReference}=${r.ReceiptNo}`).join(', ')}`);
  return checks;
}
