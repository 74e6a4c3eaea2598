import { z } from 'zod';
import { access, BaseRequest, defineCall, Text } from '../common.js';

export const JobStatuses = {
  PENDING: 'Bekliyor',
  RUNNING: 'Çalışıyor',
  DONE: 'Tamamlandı',
  DEAD: 'Başarısız',
} as const;
export const JobStatus = z.enum(['PENDING', 'RUNNING', 'DONE', 'DEAD']);

export const JobView = z.object({
  Oid: z.int(),
  Name: z.string(),
  Status: JobStatus,
  Attempts: z.int(),
  MaxAttempts: z.int(),
  RunAt: z.string(),
  CreatedAt: z.string(),
  FinishedAt: z.string().nullable(),
  /** The last failure, for staff; what a job carries stays on the server. */
  LastError: z.string().nullable(),
});
export type JobView = z.infer<typeof JobView>;

const tag = 'jobs';
export const jobCalls = {
  GetJobList: defineCall({
    tag,
    access: access.staff('jobs.read'),
    effect: 'read',
    summary: 'Arka plan işleri (SMS gönderimi, banka sorguları); status DEAD ile vazgeçilen işler ve son hataları',
    request: BaseRequest.extend({
      status: JobStatus.optional(),
      name: Text.max(60).optional(),
      limit: z.int().min(1).max(500).default(100),
    }),
    response: z.array(JobView),
  }),
};
