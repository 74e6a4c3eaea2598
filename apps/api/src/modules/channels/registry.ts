import {
  maskIdentityNumber,
  maskMobile,
  normalizeMobile,
  RegistryTypes,
  type registryChannelCalls,
  ShortMessageCodes,
  SmsTypes,
} from '@e-belediye/contracts';
import { containsTr, orderTr } from '../../db/text.js';
import type { Handlers } from '../../http/calls.js';
import { invalid, notFound } from '../../http/errors.js';
import { enqueueSms } from '../notifications/index.js';
import { addressText, maskName, payerName, type Registry, registryByOid, registryByPid } from '../registries/index.js';
import { memberOfToken } from './members.js';

const kind = (r: Pick<Registry, 'registry_no' | 'registry_type'>) => ({
  RegistryNo: r.registry_no,
  RegistryType: r.registry_type,
  RegistryTypeName: RegistryTypes[r.registry_type],
});

/** "ze****@ornek.com": enough to recognise, too little for a stranger. */
const maskEmail = (email: string) => email.replace(/^(.{0,2})[^@]*/, (_, keep: string) => `${keep}****`);

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

  async GetRegistryList({ filter, registryType, pageIndex, pageSize }, { database }) {
    let q = database.db
      .selectFrom('registry as r')
      .leftJoin('street as s', 's.code', 'r.street_code')
      .leftJoin('district as d', 'd.code', 's.district_code');
    // Digits: a T.C./VKN prefix or a registry number; words: each in the name or surname.
    if (/^\d+$/.test(filter)) {
      q = q.where((eb) => eb.or([eb('r.pid_no', 'like', `${filter}%`), eb('r.registry_no', '=', filter)]));
    } else {
      for (const word of filter.split(/\s+/)) {
        q = q.where((eb) => eb.or([containsTr('r.name', word), containsTr('r.surname', word)]));
      }
    }
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
        DistrictName: r.district,
      })),
      TotalCount: Number(total.n),
      PageIndex: pageIndex,
      PageSize: pageSize,
      Masked: true as const,
    };
  },

  async SendShortMessage({ MessageCode, Items }, { database }) {
    const smsType = SMS_TYPE_OF[MessageCode];
    if (smsType === undefined) {
      throw invalid('Bilinmeyen mesaj kodu: 7001 (hesap/şifre) ya da 7002 (borç bildirimi) gönderiniz.');
    }
    // Only to a number the registry holds: a channel cannot make the municipality's gateway text strangers.
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
    const wrong = Items.findIndex((i) => phoneOf.get(i.RegistryOid) !== normalizeMobile(i.GsmNumber));
    if (wrong >= 0) {
      throw invalid(`${wrong + 1}. SMS: sicil bulunamadı ya da cep telefonu sicilde kayıtlı numara değil.`);
    }
    await database.db.transaction().execute((trx) =>
      enqueueSms(
        trx,
        Items.map((i) => ({
          RegistryOid: i.RegistryOid,
          SourceOid: i.SourceOid ?? null,
          SubscriberOid: i.SubscriberOid ?? null,
          GsmNumber: normalizeMobile(i.GsmNumber),
          SmsText: i.SmsText,
          smsType,
          messageCode: MessageCode,
        })),
      ),
    );
    return { Accepted: Items.length, Message: `${Items.length} SMS gönderim kuyruğuna alındı.` };
  },
};
