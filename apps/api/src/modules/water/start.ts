import { randomInt } from 'node:crypto';
import {
  type CancellationRequest,
  cuttingDateProblem,
  ErrorCodes,
  eftCodeOfIban,
  isOpenCancellation,
  normalizeMobile,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { z } from 'zod';
import type { CallContext } from '../../http/calls.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { accountHolder } from '../../integrations/accounts/client.js';
import { IntegrationError } from '../../integrations/http.js';
import { claimAttempt, clientIp, ipKey } from '../auth/index.js';
import { notifyCitizen, WaterSms } from '../notifications/index.js';
import { payerName, registryByOid } from '../registries/index.js';
import { type Applicant, applicantOf } from './identity.js';
import { cancellationView } from './views.js';

type Request = z.output<typeof CancellationRequest>;

/** Message code of the water service's SMS and e-mail. */
export const WATER_MESSAGE = 7030;

/** "ZEYNEP ARSLAN" = "Zeynep  Arslan": a name compared the way a bank prints it. */
const sameName = (a: string, b: string) =>
  a.toLocaleUpperCase('tr-TR').replace(/\s+/g, ' ').trim() === b.toLocaleUpperCase('tr-TR').replace(/\s+/g, ' ').trim();

/** The deposit goes only to the subscriber's own account: the bank must name the subscriber as its holder. */
async function checkRefundAccount(ctx: CallContext, input: Request, subscriber: { pid: string | null; name: string }) {
  const iban = input.bankIbanNo!;
  const branch = await ctx.database.db
    .selectFrom('bank_branch as b')
    .innerJoin('bank as k', 'k.code', 'b.bank_code')
    .select(['b.bank_code', 'k.name', 'k.iban_bank_code'])
    .where('b.oid', '=', input.bankBranchOid!)
    .executeTakeFirst();
  if (!branch) throw invalid('Banka şubesi: Böyle bir şube yok.');
  if (branch.bank_code !== eftCodeOfIban(iban)) {
    throw invalid(`Banka şubesi: IBAN ${branch.name} bankasına ait değil; IBAN'ın bankasından bir şube seçiniz.`);
  }
  let holder: Awaited<ReturnType<typeof accountHolder>>;
  try {
    holder = await accountHolder(ctx.settings, iban);
  } catch (e) {
    if (!(e instanceof IntegrationError)) throw e;
    throw new AppError(
      503,
      ErrorCodes.unavailable,
      'Bankadan hesap sahibi bilgisi şu anda alınamıyor. Lütfen biraz sonra tekrar deneyiniz ya da iade ' +
        'yolu olarak borçlara mahsubu seçiniz.',
    );
  }
  if (!holder) throw invalid('IBAN: Bu IBAN ile bir banka hesabı bulunamadı. Lütfen numarayı kontrol ediniz.');
  if (holder.identityNumber !== subscriber.pid) {
    throw invalid(
      'IBAN: Hesap abonenin kendisine ait değil. Güvence bedeli yalnızca abonenin kendi adına açılmış hesaba ' +
        'iade edilir.',
    );
  }
  if (holder.name && !sameName(holder.name, input.ibanOwner!)) {
    throw invalid(
      `Hesap sahibi: Bankadaki hesap sahibi adı ile yazdığınız ad uyuşmuyor. Adı bankanızdaki gibi yazınız.`,
    );
  }
}

/** A random application number; the unique index refuses a repeat, which the next try avoids. */
const applicationNo = (today: string) => `${today.slice(0, 4)}-${randomInt(10_000_000, 100_000_000)}`;

/**
 * The spec's StartElectronicStateContractCancellation: checks who asks, the date and the refund account, then
 * records the application, moves the line to 2 and tells the subscriber — all in one transaction.
 */
export async function startCancellation(ctx: CallContext, input: Request) {
  const applicant: Applicant = await applicantOf(ctx, input.cancellationToken);
  const { db } = ctx.database;
  const sub = await db
    .selectFrom('subscription')
    .selectAll()
    .where('subscriber_no', '=', input.subscriberNo)
    .executeTakeFirst();
  if (!sub) throw notFound('Bu abone numarasıyla kayıtlı bir su aboneliği bulunamadı.');
  if (sub.registry_oid !== applicant.registryOid) {
    throw forbidden('Bu abonelik, kimliğini doğruladığınız kişiye ait değil.');
  }
  if (sub.line_status === 3) throw conflict('Bu aboneliğin su hattı zaten kesilmiş.');
  const today = todayInIstanbul();
  const problem = cuttingDateProblem(input.waterLineCuttingDate, today, {
    minDays: ctx.settings.water.cuttingMinDays,
    maxDays: ctx.settings.water.cuttingMaxDays,
  });
  if (problem) throw invalid(problem);
  const open = await openApplication(ctx, sub.oid);
  if (open) throw alreadyOpen(open);
  const registry = (await registryByOid(ctx.database, sub.registry_oid))!;
  if (input.depositReturnType === 1) {
    await checkRefundAccount(ctx, input, { pid: registry.pid_no, name: payerName(registry) });
  }

  const gsm = normalizeMobile(input.gsmNumber);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('water_cancellation')
        .values({
          application_no: applicationNo(today),
          subscription_oid: sub.oid,
          registry_oid: sub.registry_oid,
          member_oid: applicant.memberOid,
          identified_by: applicant.identifiedBy,
          gsm_number: gsm,
          email: input.email ?? null,
          address: input.address,
          cutting_date: input.waterLineCuttingDate,
          deposit_return_type: input.depositReturnType,
          iban: input.depositReturnType === 1 ? input.bankIbanNo! : null,
          iban_owner: input.depositReturnType === 1 ? input.ibanOwner! : null,
          bank_branch_oid: input.depositReturnType === 1 ? input.bankBranchOid! : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('water_cancellation_event')
        .values({ cancellation_oid: inserted.oid, status: 'RECEIVED' })
        .execute();
      await trx.updateTable('subscription').set({ line_status: 2 }).where('oid', '=', sub.oid).execute();
      await notifyCitizen(trx, {
        registryOid: sub.registry_oid,
        gsmNumber: gsm,
        email: input.email ?? null,
        messageCode: WATER_MESSAGE,
        text: WaterSms.received(
          ctx.settings.app.MunicipalityName,
          sub.subscriber_no,
          input.waterLineCuttingDate,
          inserted.application_no,
        ),
      });
      return inserted;
    })
    .catch(async (e) => {
      // Two submissions at once: the partial unique index lets one through.
      if ((e as { code?: string }).code === '23505') {
        const other = await openApplication(ctx, sub.oid);
        if (other) throw alreadyOpen(other);
      }
      throw e;
    });
  return cancellationView(db, row);
}

const openApplication = (ctx: CallContext, subscriptionOid: number) =>
  ctx.database.db
    .selectFrom('water_cancellation')
    .select(['application_no', 'status'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('status', 'not in', ['REJECTED', 'COMPLETED'])
    .executeTakeFirst();

const alreadyOpen = (open: { application_no: string; status: string }) => {
  if (!isOpenCancellation(open.status as never)) throw new Error('unexpected closed application');
  return conflict(
    `Bu abonelik için sürmekte olan bir fesih başvurusu var (başvuru no ${open.application_no}). ` +
      'Durumunu başvuru takibinden izleyebilirsiniz.',
  );
};

/** An application by its number, for whoever gives the phone it was made with; anything else is "not found". */
export async function trackCancellation(ctx: CallContext, applicationNo: string, gsmNumber: string) {
  // A number and a phone are a guess: counted per address before the lookup, as complaints' are (ADR 0031).
  const guess = await claimAttempt(ctx.database, [ipKey('water-track', clientIp(ctx.request))]);
  const row = await ctx.database.db
    .selectFrom('water_cancellation')
    .selectAll()
    .where('application_no', '=', applicationNo)
    .executeTakeFirst();
  if (!row || row.gsm_number !== normalizeMobile(gsmNumber)) {
    throw notFound('Bu başvuru numarası ve cep telefonuyla bir fesih başvurusu bulunamadı.');
  }
  await guess.withdrawn();
  return cancellationView(ctx.database.db, row);
}

/** The member's own applications, newest first. */
export async function myCancellations(ctx: Pick<CallContext, 'database'>, registryOid: number) {
  const rows = await ctx.database.db
    .selectFrom('water_cancellation')
    .selectAll()
    .where('registry_oid', '=', registryOid)
    .orderBy('created_at', 'desc')
    .execute();
  return Promise.all(rows.map((r) => cancellationView(ctx.database.db, r)));
}
