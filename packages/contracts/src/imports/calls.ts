import { z } from 'zod';
import { access, BaseRequest, defineCall, PageRequest, Text } from '../common.js';
import { ReportFile } from '../reconciliation/index.js';

/**
 * The kinds of file the importer reads, in the order a first load goes: addresses and registries first, then what
 * points at them; staff at any time.
 */
export const ImportKind = z.enum([
  'addresses',
  'registries',
  'properties',
  'subscriptions',
  'meters',
  'readings',
  'bills',
  'accruals',
  'collections',
  'staff',
]);
export type ImportKind = z.infer<typeof ImportKind>;

/** One part of an uploaded file travels in one call: at most 4 MB of bytes (base64 in JSON). */
export const IMPORT_PART_MAX_BYTES = 4 * 1024 * 1024;
const PART_BASE64_MAX = Math.ceil(IMPORT_PART_MAX_BYTES / 3) * 4;

/**
 * Where an import is:
 * UPLOADING (parts arriving) → DRY_RUN_QUEUED → DRY_RUNNING → DRY_RUN_DONE (report ready; nothing written)
 * → APPLY_QUEUED → APPLYING → APPLIED (reconciliation ready). FAILED: the file could not be read at all.
 */
export const ImportStatus = z.enum([
  'UPLOADING',
  'DRY_RUN_QUEUED',
  'DRY_RUNNING',
  'DRY_RUN_DONE',
  'APPLY_QUEUED',
  'APPLYING',
  'APPLIED',
  'FAILED',
]);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** What a run found or did: rows read, rejected, and of the valid ones created, updated, unchanged, protected. */
export const ImportCounts = z.object({
  Rows: z.int(),
  Rejected: z.int(),
  Created: z.int(),
  Updated: z.int(),
  Unchanged: z.int(),
  /** Rows whose record is paid, held by a payment, a plan or a netting, or cancelled: reported, never rewritten. */
  Protected: z.int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportProgress = z.object({
  RowsDone: z.int(),
  /** Known once the dry run has read the whole file; before that an estimate from the bytes read. */
  RowsTotal: z.int().nullable(),
  RowsPerSecond: z.number(),
  EtaSeconds: z.int().nullable(),
  Percent: z.int(),
});
export type ImportProgress = z.infer<typeof ImportProgress>;

export const ImportSummary = z.object({
  ImportId: z.int(),
  Kind: ImportKind,
  KindLabel: z.string(),
  FileName: z.string(),
  SizeBytes: z.int(),
  Status: ImportStatus,
  UploadedBy: z.string(),
  UploadedAt: z.string(),
  AppliedBy: z.string().nullable(),
  AppliedAt: z.string().nullable(),
  Progress: ImportProgress,
  /** The dry run's findings (what would happen), once it has finished. */
  DryRun: ImportCounts.nullable(),
  /** What the apply did, once it has finished. */
  Applied: ImportCounts.nullable(),
  /** Why the file could not be read (FAILED), in Turkish. */
  Error: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

/** The report's sections: refused rows, rows that would change (or changed) and what changed, protected rows. */
export const ImportIssueSection = z.enum(['REJECTED', 'UPDATED', 'PROTECTED']);
export type ImportIssueSection = z.infer<typeof ImportIssueSection>;

export const ImportIssue = z.object({
  FileName: z.string(),
  /** The row's line in the file (the header is line 1), or its row on the XLSX sheet. */
  Row: z.int(),
  SourceKey: z.string().nullable(),
  /** The column's Turkish header, or null when the row as a whole is meant. */
  Column: z.string().nullable(),
  Value: z.string().nullable(),
  Reason: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssue>;

export const ReconciliationLine = z.object({
  RevenueCode: z.int(),
  RevenueName: z.string(),
  Year: z.int(),
  FileCount: z.int(),
  FileKurus: z.int(),
  PortalCount: z.int(),
  PortalKurus: z.int(),
  Matches: z.boolean(),
});
export type ReconciliationLine = z.infer<typeof ReconciliationLine>;

export const ReconciliationDifference = z.object({
  Section: z.enum(['ACCRUALS', 'COLLECTIONS']),
  Row: z.int().nullable(),
  SourceKey: z.string(),
  FileKurus: z.int().nullable(),
  PortalKurus: z.int().nullable(),
  Reason: z.string(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;

export const ImportReconciliation = z.object({
  ImportId: z.int(),
  Kind: ImportKind,
  /** Open accruals (principal less paid) per revenue kind and year: the file against the portal. */
  Accruals: z.array(ReconciliationLine),
  /** Collection lines per revenue kind and year of the accrual paid. */
  Collections: z.array(ReconciliationLine),
  Differences: z.array(ReconciliationDifference),
  Matches: z.boolean(),
});
export type ImportReconciliation = z.infer<typeof ImportReconciliation>;

export const ImportColumnInfo = z.object({ Header: z.string(), Required: z.boolean(), Note: z.string() });
export const ImportKindInfo = z.object({
  Kind: ImportKind,
  Label: z.string(),
  Sheet: z.string(),
  Columns: z.array(ImportColumnInfo),
});

export const ImportMessages = {
  notFound: 'Aktarım bulunamadı.',
  notUploading: 'Bu aktarımın dosyası tamamlanmış; yeni parça eklenemez.',
  partOutOfOrder: 'Dosya parçaları sırayla gönderilmelidir.',
  emptyFile: 'Dosya boş.',
  notReadyToApply: 'Aktarım ancak deneme çalıştırması bittikten sonra uygulanabilir.',
  notApplied: 'Mutabakat aktarım uygulandıktan sonra hazırlanır.',
  notReported: 'Rapor deneme çalıştırması bittikten sonra hazırlanır.',
} as const;

const ImportId = z.int().min(1).max(2147483647);
const ImportRequest = BaseRequest.extend({ importId: ImportId });

const tag = 'imports';
const dataImport = access.staff('data.import');

/**
 * The desk "Veri Aktarımı": upload a file in parts (the last part starts the dry run), follow the progress, read
 * the report (or download it as CSV), apply it with a fresh password and code, read the reconciliation.
 */
export const importCalls = {
  GetImportKinds: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary: 'Aktarılabilen dosya türleri ve her birinin sütunları (Türkçe başlıklarıyla)',
    request: BaseRequest,
    response: z.object({ Items: z.array(ImportKindInfo) }),
  }),
  GetImportSample: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary: 'Bir dosya türünün örnek CSV dosyası (başlık satırı ve örnek satırlar)',
    request: BaseRequest.extend({ kind: ImportKind }),
    response: ReportFile,
  }),
  UploadImportFile: defineCall({
    tag,
    access: dataImport,
    effect: 'change',
    summary:
      'Aktarım dosyasını parça parça yükler (CSV ya da XLSX, parça başına en çok 4 MB); son parça deneme çalıştırmasını başlatır',
    request: BaseRequest.extend({
      /** Absent for the first part: the answer names the new import; later parts name it. */
      importId: ImportId.optional(),
      kind: ImportKind,
      fileName: Text.trim().min(1).max(200),
      partIndex: z.int().min(0).max(100000),
      contentBase64: z.base64().min(1).max(PART_BASE64_MAX),
      last: z.boolean(),
    }),
    response: ImportSummary,
    bodyLimit: PART_BASE64_MAX + 64 * 1024,
  }),
  GetImports: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary: 'Son aktarımlar, en yenisi önce',
    request: PageRequest,
    response: z.object({ Items: z.array(ImportSummary), Total: z.int() }),
  }),
  GetImport: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary: 'Bir aktarımın durumu ve ilerlemesi (satır/saniye, kalan süre) ile deneme ve uygulama sayıları',
    request: ImportRequest,
    response: ImportSummary,
  }),
  GetImportIssues: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary: 'Aktarım raporunun bir bölümü: reddedilen satırlar, değişecek satırlar ya da korunan kayıtlar',
    request: PageRequest.extend({ importId: ImportId, section: ImportIssueSection }),
    response: z.object({ Items: z.array(ImportIssue), Total: z.int() }),
  }),
  GetImportReportCsv: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary: 'Aktarım raporunun tamamı CSV olarak (dosya, satır, sütun, değer, neden)',
    request: ImportRequest,
    response: ReportFile,
  }),
  ApplyImport: defineCall({
    tag,
    access: dataImport,
    effect: 'money',
    reauth: true,
    summary:
      'Deneme çalıştırması biten aktarımı uygular: geçerli satırlar yazılır, ödenmiş ya da bağlı kayıtlar değiştirilmez',
    request: ImportRequest,
    response: ImportSummary,
  }),
  GetImportReconciliation: defineCall({
    tag,
    access: dataImport,
    effect: 'read',
    summary:
      'Uygulanan aktarımın mutabakatı: gelir türü ve yıla göre dosyadaki ve portaldaki açık tahakkuk ve tahsilat sayı ve toplamları, farklar satır satır',
    request: ImportRequest,
    response: ImportReconciliation,
  }),
};
