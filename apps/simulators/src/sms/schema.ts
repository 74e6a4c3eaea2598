import { z } from 'zod';
import { faultKinds, normalizeGsm } from './store.js';

export const responses = {
  queued: { code: '00', description: 'queued' },
  badCredentials: {
    code: '30',
    description: 'Geçersiz kullanıcı adı, şifre veya API erişim izniniz bulunmamaktadır.',
  },
  badHeader: {
    code: '40',
    description: 'Mesaj başlığınızın (gönderici adınızın) sistemde tanımlı olmadığını ifade eder.',
  },
  badRequest: {
    code: '70',
    description:
      'Hatalı sorgulama. Gönderdiğiniz parametrelerden birisi hatalı veya zorunlu alanlardan ' +
      'birinin eksik olduğunu ifade eder.',
  },
  systemError: { code: '100', description: 'Sistem hatası.' },
  gatewayTimeout: { code: '504', description: 'Ağ geçidi zaman aşımı (simülatör).' },
} as const;

const gsm = z.union([z.string(), z.number().int().transform(String)]).transform((value, ctx) => {
  const normalized = normalizeGsm(value.trim());
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: 'Numara 5 ile başlayan 10 hane olmalı (90 veya 0 öneki olabilir)' });
    return z.NEVER;
  }
  return normalized;
});

/** Body of POST /sms/rest/v2/send, msgheader aside (its absence has its own code, '40'). */
export const SendBody = z.object({
  messages: z
    .array(z.object({ msg: z.string().trim().min(1).max(5000), no: gsm }))
    .min(1)
    .max(1000),
  /** Checked against the gateway's contract by the route: "TR", its Unicode value, or none. */
  encoding: z.string().max(20).optional(),
  iysfilter: z.enum(['', '0', '11', '12']).optional(),
  partnercode: z.string().optional(),
  appname: z.string().optional(),
  startdate: z.string().optional(),
  stopdate: z.string().optional(),
});

export const MsgHeader = z.string().trim().min(1).max(11);

/** POST /netgsm/faults, as JSON or from the inbox page's form (numbers arrive as strings there). */
export const FaultsBody = z.object({
  failNext: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0).max(1000)),
  mode: z.enum(faultKinds).default('error'),
});
