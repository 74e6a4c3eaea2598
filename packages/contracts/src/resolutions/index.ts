import { z } from 'zod';
import { access, BaseRequest, Code, defineCall, IsoDate, Oid, PageRequest, paged, Text } from '../common.js';

export const ResolutionKindSchema = z.enum(['COMMITTEE', 'COUNCIL']);
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
export const Resolution = ResolutionSummary.extend({
  MeetingNo: z.int(),
  AgendaNo: z.int(),
  Department: z.string(),
  Text: z.string(),
});

const tag = 'resolutions';
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
    summary: 'Meclis ve encümen kararlarında arama',
    request: BaseRequest.extend({
      criteria: PageRequest.omit({ userName: true }).extend({
        kind: ResolutionKindSchema,
        dateFrom: IsoDate.optional(),
        dateTo: IsoDate.optional(),
        number: Text.max(20).optional(),
        typeCode: Code.optional(),
        text: Text.max(100).optional(),
        sortBy: z.enum(['date', 'subject']).default('date'),
        sortDir: z.enum(['asc', 'desc']).default('desc'),
      }),
    }),
    response: paged(ResolutionSummary),
  }),
  GetResolution: defineCall({
    tag,
    access: access.public,
    summary: 'Kararın tam metni',
    request: BaseRequest.extend({ resolutionOid: Oid }),
    response: Resolution,
  }),
};
