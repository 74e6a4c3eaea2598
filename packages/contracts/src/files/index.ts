import { z } from 'zod';
import { access, BaseRequest, defineCall, Text } from '../common.js';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './limits.js';

const tag = 'files';

/** What a citizen's upload is for; staff of that service (and only they) may read it once it is attached. */
export const FilePurpose = z.enum(['declaration', 'complaint', 'objection', 'company']);
export type FilePurpose = z.infer<typeof FilePurpose>;

export * from './limits.js';

const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/** An opaque random id: 32 URL-safe characters. */
export const FileId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{32}$/, 'Dosya bulunamadı.');

/** An uploaded file as records and lists show it. */
export const FileRef = z.object({
  FileId: z.string(),
  FileName: z.string(),
  ContentType: z.enum(UPLOAD_TYPES),
  SizeBytes: z.int(),
});
export type FileRef = z.infer<typeof FileRef>;

export const FileMessages = {
  empty: 'Dosya: Boş bir dosya eklenemez.',
  tooLarge: 'Dosya: En çok 5 MB olabilir.',
  wrongType: 'Dosya: Yalnızca PDF, JPEG veya PNG dosyası yüklenebilir; bu dosyanın içeriği bunlardan biri değil.',
  imageUnreadable: 'Dosya: Resim açılamadı; bozuk ya da içeriği gerçek bir JPEG veya PNG resmi değil.',
  imageTooLarge: 'Dosya: Resim en çok 8000 × 8000 piksel ve toplam 40 megapiksel olabilir.',
  pdfActive:
    'Dosya: Komut (JavaScript), program başlatma, gömülü dosya, otomatik eylem, çoklu ortam veya XFA formu içeren PDF belgeleri eklenemez.',
  pdfUnreadable:
    'Dosya: PDF belgesinin içeriği denetlenemedi (şifreli ya da bozuk olabilir); şifresiz bir kopyasını ekleyiniz.',
  notFound: 'Dosya bulunamadı.',
  tooMany: 'Kısa sürede çok sayıda dosya yüklendi. Lütfen daha sonra tekrar deneyiniz.',
  notYours:
    'Eklenen dosyalardan biri bu tarayıcıdan yüklenmemiş ya da başka bir kayda eklenmiş. Lütfen dosyayı yeniden yükleyiniz.',
  wrongPurpose: 'Eklenen dosyalardan biri başka bir işlem için yüklenmiş. Lütfen dosyayı yeniden yükleyiniz.',
} as const;

export const fileCalls = {
  UploadFile: defineCall({
    tag,
    access: access.public,
    summary:
      'Başvuruya eklenecek dosyayı yükler (PDF, JPEG veya PNG; içeriğine bakılır; en çok 5 MB; ad en çok 25 karakter)',
    request: BaseRequest.extend({
      FileName: Text.trim().min(1).max(255),
      ContentBase64: z
        .base64()
        .min(1)
        .max(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4),
      Purpose: FilePurpose,
    }),
    response: FileRef,
    bodyLimit: UPLOAD_BODY_LIMIT,
  }),
  GetFile: defineCall({
    tag,
    access: access.public,
    summary:
      'Yüklenen dosyanın içeriği: yükleyen üye ya da tarayıcı ile dosyanın eklendiği kaydın yetkili personeli için',
    request: BaseRequest.extend({ FileId }),
    response: FileRef.extend({ ContentBase64: z.string() }),
  }),
};
