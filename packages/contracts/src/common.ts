import { z } from 'zod';

/** Every body may carry the municipality label the web client adds (spec section 7). */
export const BaseRequest = z.object({ userName: z.string().max(100).optional() });

export const PageRequest = BaseRequest.extend({
  page: z.int().min(1).max(100000).default(1),
  pageSize: z.int().min(1).max(5000).default(25),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});

export const paged = <T extends z.ZodType>(item: T) => z.object({ Items: z.array(item), TotalCount: z.int() });

export const Year = z.int().min(1990).max(2100);
export const IsoDate = z.iso.date();
export const Code = z.string().min(1).max(20);

/** A call of the public contract: POST /api/<name>. */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
  summary: string;
  tag: string;
}

export const defineCall = <Req extends z.ZodType, Res extends z.ZodType>(def: CallDef<Req, Res>) => def;
