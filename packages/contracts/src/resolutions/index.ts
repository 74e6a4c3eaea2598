import { z } from 'zod';
import {
  access,
  BaseRequest,
  Code,
  defineCall,
  FORBIDDEN_CHARACTER,
  IsoDate,
  Oid,
  PageRequest,
  paged,
  Text,
} from '../common.js';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX } from '../files/limits.js';
import { todayInIstanbul } from '../payments/rules.js';

export const ResolutionKindSchema = z.enum(['COMMITTEE', 'COUNCIL']);
/** A withdrawn resolution leaves the public search; its own page still opens and says it was withdrawn. */
export const ResolutionStatusSchema = z.enum(['PUBLISHED', 'WITHDRAWN']);
export const ResolutionType = z.object({ Code: z.string(), Name: z.string(), Kind: ResolutionKindSchema });
export const ResolutionSummary = z.object({
  Oid: z.int(),
  Kind: ResolutionKindSchema,
  Number: z.string(),
  Date: z.string(),
  TypeCode: z.string(),
  TypeName: z.string(),
  Subject: z.string(),
});
export const ResolutionAttachment = z.object({ Oid: z.int(), FileName: z.string(), SizeBytes: z.int() });
export const Resolution = ResolutionSummary.extend({
  MeetingNo: z.int(),
  AgendaNo: z.int(),
  Department: z.string(),
  Text: z.string(),
  Status: ResolutionStatusSchema,
  Version: z.int(),
  WithdrawalReason: z.string().nullable(),
  UpdatedAt: z.string(),
  /** Downloadable at /api/resolution/attachment/<Oid> while the resolution is published. */
  Attachments: z.array(ResolutionAttachment),
});
export const ResolutionDeskItem = ResolutionSummary.extend({
  Status: ResolutionStatusSchema,
  Version: z.int(),
  UpdatedAt: z.string(),
});
export const ResolutionVersion = z.object({
  Version: z.int(),
  Status: ResolutionStatusSchema,
  At: z.string(),
  /** The staff member who made it; null for the version imported with the archive. */
  StaffOid: z.int().nullable(),
  Kind: ResolutionKindSchema,
  Number: z.string(),
  Date: z.string(),
  MeetingNo: z.int(),
  AgendaNo: z.int(),
  TypeCode: z.string(),
  Department: z.string(),
  Subject: z.string(),
  Text: z.string(),
  WithdrawalReason: z.string().nullable(),
});
export const ResolutionSaved = z.object({ Oid: z.int(), Version: z.int() });

export { ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX } from '../files/limits.js';

/** A resolution's number: its year and its sequence in that year (2026/14), as the archive numbers them. */
export const RESOLUTION_NUMBER = /^(\d{4})\/(\d{1,5})$/;

/** Text of several paragraphs: line breaks and tabs allowed, other control characters not. */
const MultilineText = z.string().refine((v) => !FORBIDDEN_CHARACTER.test(v), 'Geçersiz bir karakter içeriyor.');

/** The version a change was made against: an integer column, so a larger number is refused here. */
const Version = z.int32().positive();

const draftFields = {
  kind: ResolutionKindSchema,
  number: Text.regex(RESOLUTION_NUMBER, 'Yıl/sıra biçiminde olmalı (örneğin 2026/14).'),
  date: IsoDate,
  meetingNo: z.int().min(1).max(9999),
  agendaNo: z.int().min(1).max(9999),
  typeCode: Code,
  department: Text.trim().min(2).max(100),
  subject: Text.trim().min(5).max(500),
  fullText: MultilineText.trim().min(20).max(200_000),
};

/** A number belongs to the year of its date, and a resolution is published once it is taken, never ahead. */
function checkDraft(d: { number: string; date: string }, ctx: z.RefinementCtx) {
  const year = RESOLUTION_NUMBER.exec(d.number)?.[1];
  if (year && year !== d.date.slice(0, 4)) {
    ctx.addIssue({ code: 'custom', path: ['number'], message: 'Yılı, karar tarihinin yılıyla aynı olmalı.' });
  }
  if (d.date > todayInIstanbul()) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: 'İleri bir tarih olamaz.' });
  }
  if (d.date < '1990-01-01') ctx.addIssue({ code: 'custom', path: ['date'], message: '1990’dan önce olamaz.' });
}

const tag = 'resolutions';
const desk = access.staff('resolutions.publish');
/** Base64 of a 5 MB file, with the rest of the body: the call's own body limit. */
const ATTACHMENT_BODY_LIMIT = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

export const resolutionCalls = {
  GetResolutionTypeList: defineCall({
    tag,
    access: access.public,
    summary: 'Karar türleri',
    request: BaseRequest.extend({ kind: ResolutionKindSchema.optional() }),
    response: z.array(ResolutionType),
  }),
  GetResolutionList: defineCall({
    tag,
    access: access.public,
    summary: 'Meclis ve encümen kararlarında arama (yayımdaki kararlar)',
    request: BaseRequest.extend({
      criteria: PageRequest.omit({ userName: true }).extend({
        kind: ResolutionKindSchema,
        dateFrom: IsoDate.optional(),
        dateTo: IsoDate.optional(),
        number: Text.max(20).optional(),
        typeCode: Code.optional(),
        /** Words in any order, Turkish endings allowed ("kamyonu hurda"). */
        text: Text.max(100).optional(),
        /** 'relevance': words in the subject first, then the newest (with `text` only). */
        sortBy: z.enum(['relevance', 'date', 'subject']).default('date'),
        sortDir: z.enum(['asc', 'desc']).default('desc'),
      }),
    }),
    response: paged(
      ResolutionSummary.extend({
        /** With `text`: the passage of the text where the words first occur, for showing them highlighted. */
        Snippet: z.string().nullable(),
      }),
    ),
  }),
  GetResolution: defineCall({
    tag,
    access: access.public,
    summary: 'Kararın tam metni (geri çekilmişse durumu ve gerekçesiyle)',
    request: BaseRequest.extend({ resolutionOid: Oid }),
    response: Resolution,
  }),
  GetResolutionDeskList: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Karar masası: yayımdaki ve geri çekilmiş bütün kararlar',
    request: BaseRequest.extend({
      criteria: PageRequest.omit({ userName: true }).extend({
        kind: ResolutionKindSchema.optional(),
        status: ResolutionStatusSchema.optional(),
        text: Text.max(100).optional(),
        sortBy: z.enum(['updated', 'date', 'number']).default('updated'),
        sortDir: z.enum(['asc', 'desc']).default('desc'),
      }),
    }),
    response: paged(ResolutionDeskItem),
  }),
  PublishResolution: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Yeni bir kararı yayımlar; vatandaş aramasında hemen görünür',
    request: BaseRequest.extend(draftFields).superRefine(checkDraft),
    response: ResolutionSaved,
  }),
  UpdateResolution: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Kararı düzeltir; önceki sürüm saklanır',
    request: BaseRequest.extend({ ...draftFields, resolutionOid: Oid, version: Version }).superRefine(checkDraft),
    response: ResolutionSaved,
  }),
  WithdrawResolution: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Kararı gerekçesiyle geri çeker; aramadan çıkar, sayfası geri çekildiğini söyler',
    request: BaseRequest.extend({
      resolutionOid: Oid,
      version: Version,
      reason: MultilineText.trim().min(10).max(1000),
    }),
    response: ResolutionSaved,
    reauth: true,
  }),
  GetResolutionVersions: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Kararın bütün sürümleri, yeniden eskiye',
    request: BaseRequest.extend({ resolutionOid: Oid }),
    response: z.array(ResolutionVersion),
  }),
  AddResolutionAttachment: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Karara PDF eki ekler (en çok 5 MB, dosya adı en çok 25 karakter)',
    request: BaseRequest.extend({
      resolutionOid: Oid,
      fileName: Text.trim().min(5).max(ATTACHMENT_NAME_MAX),
      content: z.base64().max(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4),
    }),
    response: ResolutionAttachment,
    bodyLimit: ATTACHMENT_BODY_LIMIT,
  }),
  RemoveResolutionAttachment: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Kararın bir ekini kaldırır (kayıt geçmişte kalır)',
    request: BaseRequest.extend({ attachmentOid: Oid }),
    response: z.object({ Oid: z.int() }),
  }),
};
