import { z } from 'zod';
import { Tckn, Verification } from '../auth/index.js';
import { access, BaseRequest, Code, defineCall, Oid, Text } from '../common.js';

/**
 * The identity checks before a registry or a membership is created, and the member's own detail record.
 * The population registry answers only behind the human check and a throttle: it must not become an oracle
 * that turns ID numbers into names.
 */
const tag = 'members';

/** The registry types a new registry may have (B, an unknown water user, is never created by hand). */
export const NewRegistryType = z.enum(['G', 'Y', 'T', 'K', 'D'], 'Sicil türü G, Y, T, K veya D olmalıdır.');

/** How many registries one validation takes at most. */
export const RegistryValidationRules = { maxItems: 50 } as const;

export const MemberDetail = z.object({
  SmsAllowed: z.boolean(),
  EmailAllowed: z.boolean(),
  StreetCode: z.string().nullable(),
  OuterDoorOid: z.int().nullable(),
  InnerDoorOid: z.int().nullable(),
  /** The address as the post office writes it, read back from the address register. */
  AddressText: z.string().nullable(),
  AddressNote: z.string().nullable(),
  UpdatedAt: z.string(),
});

export const memberIdentityCalls = {
  GetRetailRegistryInfoViaNIS: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Nüfus kayıt sisteminden (NİS) kişi bilgisi: T.C. Kimlik No ve doğum tarihiyle ad, soyad, doğum yeri',
    request: BaseRequest.extend({
      personPidNo: Tckn,
      year: z.int().min(1900).max(2100),
      month: z.int().min(1).max(12),
      day: z.int().min(1).max(31),
      verification: Verification,
    }),
    response: z.object({
      Name: z.string(),
      Surname: z.string(),
      BirthPlace: z.string().nullable(),
      Alive: z.boolean(),
    }),
  }),
  ValidateRegistries: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary: 'Açılacak sicilleri denetler: T.C./Vergi No sağlaması, listede tekrar, belediyede zaten kayıtlı olanlar',
    request: BaseRequest.extend({
      registries: z
        .array(
          z.object({
            registryType: NewRegistryType,
            pidNo: Text.trim().min(1, 'T.C. Kimlik No / Vergi No giriniz.').max(11),
          }),
        )
        .min(1, 'En az bir sicil giriniz.')
        .max(RegistryValidationRules.maxItems, `En çok ${RegistryValidationRules.maxItems} sicil denetlenebilir.`),
    }),
    response: z.object({
      Valid: z.boolean(),
      Items: z.array(
        z.object({
          Index: z.int(),
          PidNo: z.string(),
          Valid: z.boolean(),
          Problems: z.array(z.string()),
          /** The registry the municipality already has with this number. */
          ExistingRegistryNo: z.string().nullable(),
        }),
      ),
    }),
  }),
  CreateUserDetail: defineCall({
    tag,
    access: access.member,
    summary: 'Üyenin ayrıntı kaydı: SMS ve e-posta izni, yazışma adresi (kaydı yoksa açar, varsa günceller)',
    request: BaseRequest.extend({
      smsAllowed: z.boolean(),
      emailAllowed: z.boolean(),
      address: z.object({ streetCode: Code, outerDoorOid: Oid, innerDoorOid: Oid.optional() }).optional(),
      addressNote: Text.trim().max(200).optional(),
    }),
    response: MemberDetail,
  }),
};
