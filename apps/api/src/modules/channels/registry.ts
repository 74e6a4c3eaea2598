import {
  ChannelMessages,
  maskIdentityNumber,
  maskMobile,
  normalizeMobile,
  RegistryTypes,
  type registryChannelCalls,
  ShortMessageCodes,
  ShortMessageLimits,
  SmsTypes,
} from '@e-belediye/contracts';
import { orderTr } from '../../db/text.js';
import { countUses } from '../../db/useCount.js';
import type { CallContext, Handlers } from '../../http/calls.js';
import { invalid, notFound, tooMany, unauthenticated } from '../../http/errors.js';
import { ChannelSmsTexts, enqueueSms } from '../notifications/index.js';
import {
  addressText,
  countRegistrySearch,
  districtShown,
  maskName,
  matchRegistries,
  payerName,
  type Registry,
  registryByOid,
  registryByPid,
  registryRows,
} from '../registries/index.js';
import { memberOfToken } from './members.js';

const kind = (r: Pick<Registry, 'registry_no' | 'registry_type'>) => ({
  RegistryNo: r.registry_no,
  RegistryType: r.registry_type,
  RegistryTypeName: RegistryTypes[r.registry_type],
});

/** "ze****@ornek.com": enough to recognise, too little for a stranger. */
const maskEmail = (email: string) => email.replace(/^(.{0,2})[^@]*/, (_, keep: string) => `${keep}****`);

const channelOf = (ctx: Pick<CallContext, 'principal'>) => {
  if (ctx.principal?.kind !== 'channel') throw unauthenticated();
  return ctx.principal.channelOid;
};

/** The SMS type of each message code: an account message travels as the password SMS does. */
const SMS_TYPE_OF: Record<number, number> = {
  [ShortMessageCodes.account]: SmsTypes.newPassword,
  [ShortMessageCodes.debt]: SmsTypes.code,
};

export const registryHandlers: Handlers<typeof registryChannelCalls> = {
  async GetRegistry({ pidNo, memberToken }, ctx) {
    const { database } = ctx;
    // The member's own registry is shown whole; anyone else's, asked for by number, only masked.
    const own = memberToken ? await memberOfToken(ctx, memberToken) : null;
    // Someone else's registry by number is a lookup like a list search: counted with them.
    if (!own) await countRegistrySearch(database, `channel:${channelOf(ctx)}`);
    const r = own ? await registryByOid(database, own.registry_oid) : await registryByPid(database, pidNo ?? '');
    if (!r) throw notFound('Bu numarayla kayıtlı bir sicil bulunamadı.');
    const masked = !own;
    return {
      Registry: {
        Oid: r.oid,
        ...kind(r),
        PidNo: r.pid_no && masked ? maskIdentityNumber(r.pid_no) : r.pid_no,
        Name: masked ? maskName(payerName(r)) : payerName(r),
        GsmNumber: r.gsm_number && masked ? maskMobile(r.gsm_number) : r.gsm_number,
        Email: r.email && masked ? maskEmail(r.email) : r.email,
        Address: masked ? null : await addressText(database, r.inner_door_oid, r.outer_door_oid, r.street_code),
      },
      Masked: masked,
    };
  },

  async GetRegistryList(search, ctx) {
    const { registryType, pageIndex, pageSize } = search;
    await countRegistrySearch(ctx.database, `channel:${channelOf(ctx)}`);
    // Always masked: a number matches only whole, a name comes with a district or a birth year (the contract).
    let q = matchRegistries(registryRows(ctx.database.db), search, { prefix: false, registryNo: true });
    const withDistrict = districtShown(search, false);
    if (registryType) q = q.where('r.registry_type', '=', registryType);
    const [rows, total] = await Promise.all([
      q
        .select(['r.oid', 'r.registry_no', 'r.registry_type', 'r.pid_no', 'r.name', 'r.surname', 'd.name as district'])
        .orderBy(orderTr('r.name'))
        .orderBy(orderTr('r.surname'))
        .orderBy('r.oid')
        .limit(pageSize)
        .offset(pageIndex * pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      Items: rows.map((r) => ({
        Oid: r.oid,
        ...kind(r),
        PidNo: r.pid_no ? maskIdentityNumber(r.pid_no) : null,
        Name: maskName(payerName(r)),
        DistrictName: withDistrict ? r.district : null,
      })),
      TotalCount: Number(total.n),
      PageIndex: pageIndex,
      PageSize: pageSize,
      Masked: true as const,
    };
  },

  /**
   * Each item goes to the number its registry holds, with the message code's fixed text; the caller's text is
   * ignored. A number the registry does not hold is dropped without a word and counted against the key: the
   * answer is the same whichever numbers were right, so it cannot test a guess at a masked number.
   */
  async SendShortMessage({ MessageCode, Items }, ctx) {
    const { database } = ctx;
    const smsType = SMS_TYPE_OF[MessageCode];
    if (smsType === undefined) {
      throw invalid('Bilinmeyen mesaj kodu: 7001 (hesap/şifre) ya da 7002 (borç bildirimi) gönderiniz.');
    }
    const registries = await database.db
      .selectFrom('registry')
      .select(['oid', 'gsm_number'])
      .where(
        'oid',
        'in',
        Items.map((i) => i.RegistryOid),
      )
      .execute();
    const phoneOf = new Map(registries.map((r) => [r.oid, r.gsm_number ? normalizeMobile(r.gsm_number) : null]));
    const held = Items.filter((i) => phoneOf.get(i.RegistryOid) === normalizeMobile(i.GsmNumber));
    const missed = Items.length - held.length;
    const count = await countUses(database, `sms-mismatch:channel:${channelOf(ctx)}`, missed, ['hour']);
    // Decided on the count before this request, so its own numbers do not change its answer.
    if (count.hour - missed >= ShortMessageLimits.mismatchesPerHour) throw tooMany(ChannelMessages.smsMismatchLimit);
    if (missed > 0) ctx.request.log.warn({ missed }, 'short message numbers not held by their registries');
    if (held.length > 0) {
      await database.db.transaction().execute((trx) =>
        enqueueSms(
          trx,
          held.map((i) => ({
            RegistryOid: i.RegistryOid,
            SourceOid: i.SourceOid ?? null,
            SubscriberOid: i.SubscriberOid ?? null,
            GsmNumber: normalizeMobile(i.GsmNumber),
            SmsText: ChannelSmsTexts[MessageCode]!,
            smsType,
            messageCode: MessageCode,
          })),
        ),
      );
    }
    return { Accepted: Items.length, Message: ChannelMessages.smsReceived(Items.length) };
  },
};
