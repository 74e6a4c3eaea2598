import { z } from 'zod';
import { MobilePhone, Tckn, Verification } from '../auth/index.js';
import { access, BaseRequest, defineCall, FORBIDDEN_CHARACTER, Text, Year } from '../common.js';
import { ReportFile } from '../reconciliation/index.js';

export * from './compute.js';

/** How long the payroll pages stay open after the SMS code, and how far back they reach. */
export const PAYROLL_SESSION_MINUTES = 15;
export const PAYROLL_HISTORY_MONTHS = 24;
/** A month's CSV: a municipality's staff fits many times over. */
export const PAYROLL_CSV_MAX_BYTES = 2_000_000;
/** The SMS message code of payroll messages (the spec's 7001 and 7002 continue per service). */
export const PAYROLL_MESSAGE_CODE = 7050;

export const PayrollMessages = {
  codeSent:
    'Bilgileriniz kayıtlarımızla eşleşiyorsa cep telefonunuza 6 haneli bir doğrulama kodu gönderildi. Kod 5 dakika geçerlidir.',
  sessionOver: 'Bordro görüntüleme süreniz doldu. Lütfen bilgilerinizi yeniden girerek yeni bir kod isteyiniz.',
  monthNotFound: 'Bu aya ait yayımlanmış bir bordronuz bulunamadı.',
  periodNotFound: 'Bu ay için yüklenmiş bir bordro bulunamadı.',
  alreadyPublished: 'Bu ayın bordrosu yayımlanmış; yayımlanan bordro yeniden yüklenemez.',
  laterMonthExists: 'Aynı yılın daha sonraki bir ayı yüklenmiş: kümülatif vergi matrahı için aylar sırayla yüklenir.',
  publishWithoutPayroll: 'Yayımlanacak bordro satırı yok.',
  documentNotFound: 'Bu doğrulama koduyla düzenlenmiş bir bordro bulunamadı.',
} as const;

export const PayrollMonth = z
  .int()
  .min(1, 'Ay 1 ile 12 arasında olmalıdır.')
  .max(12, 'Ay 1 ile 12 arasında olmalıdır.');

export const Employee = z.object({
  NameSurname: z.string(),
  SicilNo: z.string(),
  Department: z.string(),
  Title: z.string(),
});
export type Employee = z.infer<typeof Employee>;

/** One month in the list: the totals a person checks first. */
export const PayrollSummary = z.object({
  Year: z.int(),
  Month: z.int(),
  GrossKurus: z.int(),
  DeductionKurus: z.int(),
  NetKurus: z.int(),
  PaidKurus: z.int(),
});
export type PayrollSummary = z.infer<typeof PayrollSummary>;

/** A month's payroll, line by line (see compute.ts for the rules). */
export const PayrollDetail = PayrollSummary.extend({
  Employee,
  BaseKurus: z.int(),
  AllowanceKurus: z.int(),
  OvertimeKurus: z.int(),
  SgkBaseKurus: z.int(),
  SgkEmployeeKurus: z.int(),
  UnemploymentEmployeeKurus: z.int(),
  IncomeTaxBaseKurus: z.int(),
  CumulativeTaxBaseKurus: z.int(),
  IncomeTaxBeforeExemptionKurus: z.int(),
  IncomeTaxExemptionKurus: z.int(),
  IncomeTaxKurus: z.int(),
  StampTaxBeforeExemptionKurus: z.int(),
  StampTaxExemptionKurus: z.int(),
  StampTaxKurus: z.int(),
  UnionDuesKurus: z.int(),
  GarnishmentKurus: z.int(),
  SgkEmployerKurus: z.int(),
  UnemploymentEmployerKurus: z.int(),
  EmployerCostKurus: z.int(),
  VerificationCode: z.string(),
});
export type PayrollDetail = z.infer<typeof PayrollDetail>;

export const PayrollYearSummary = z.object({
  Year: z.int(),
  Months: z.array(PayrollSummary),
  GrossKurus: z.int(),
  SgkEmployeeKurus: z.int(),
  UnemploymentEmployeeKurus: z.int(),
  IncomeTaxKurus: z.int(),
  StampTaxKurus: z.int(),
  NetKurus: z.int(),
  PaidKurus: z.int(),
  EmployerCostKurus: z.int(),
});
export type PayrollYearSummary = z.infer<typeof PayrollYearSummary>;

export const PayrollPeriodStatus = z.enum(['DRAFT', 'PUBLISHED']);
export const PayrollPeriod = z.object({
  Year: z.int(),
  Month: z.int(),
  Status: PayrollPeriodStatus,
  EmployeeCount: z.int(),
  GrossKurus: z.int(),
  PaidKurus: z.int(),
  EmployerCostKurus: z.int(),
  ImportedBy: z.string(),
  ImportedAt: z.string(),
  PublishedBy: z.string().nullable(),
  PublishedAt: z.string().nullable(),
});
export type PayrollPeriod = z.infer<typeof PayrollPeriod>;

export const PayrollImportError = z.object({ Line: z.int(), Message: z.string() });
export type PayrollImportError = z.infer<typeof PayrollImportError>;

/**
 * The columns of a month's CSV, in order (`;`-separated, UTF-8, a header line first): amounts in TL with a
 * decimal comma ("45000,00"; thousands dots are allowed), empty as zero.
 */
export const PayrollCsvColumns = [
  'Sicil No',
  'T.C. Kimlik No',
  'Temel Ücret',
  'Yan Ödemeler',
  'Fazla Mesai',
  'Sendika Aidatı',
  'İcra Kesintisi',
] as const;

const PayrollCsv = z
  .string()
  .min(1, 'Bordro dosyası boş.')
  .max(PAYROLL_CSV_MAX_BYTES, 'Bordro dosyası en çok 2 MB olabilir.')
  .refine((v) => !FORBIDDEN_CHARACTER.test(v.replace(/^\uFEFF/, '')), 'Bordro dosyası geçersiz bir karakter içeriyor.');

const ChallengeId = Text.min(1).max(100);
const SmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalıdır.');
const MonthRequest = BaseRequest.extend({ year: Year, month: PayrollMonth });

const tag = 'payroll';
const payrollImport = access.staff('payroll.import');
export const payrollCalls = {
  IsEmployeeActive: defineCall({
    tag,
    access: access.public,
    human: true,
    summary:
      'Çalışan doğrulaması: T.C. Kimlik No ve kayıtlı cep telefonu eşleşirse SMS ile kod gönderir (yanıt her durumda aynıdır)',
    request: BaseRequest.extend({ pidNo: Tckn, gsmNumber: MobilePhone, verification: Verification }),
    response: z.object({ Message: z.string(), ChallengeId: z.string(), ExpiresAt: z.string(), MaskedGsm: z.string() }),
  }),
  ConfirmPayrollCode: defineCall({
    tag,
    access: access.public,
    summary: `SMS kodunu doğrular ve bu tarayıcıya ${PAYROLL_SESSION_MINUTES} dakikalık bordro oturumu açar`,
    request: BaseRequest.extend({ challengeId: ChallengeId, code: SmsCode }),
    response: z.object({ Employee, ExpiresAt: z.string() }),
  }),
  GetEmployeeScoreCardAccrumentSummaries: defineCall({
    tag,
    access: access.payslip,
    summary: `Bordro oturumundaki çalışanın son ${PAYROLL_HISTORY_MONTHS} ayın yayımlanmış bordroları`,
    request: BaseRequest,
    response: z.object({ Employee, ExpiresAt: z.string(), Items: z.array(PayrollSummary) }),
  }),
  GetEmployeePayroll: defineCall({
    tag,
    access: access.payslip,
    summary: 'Bordro oturumundaki çalışanın bir ayın bordrosu: brüt kalemler, kesintiler, net, işveren maliyeti',
    request: MonthRequest,
    response: PayrollDetail,
  }),
  GetEmployeePayrollYear: defineCall({
    tag,
    access: access.payslip,
    summary: 'Bordro oturumundaki çalışanın bir yılın bordro özeti',
    request: BaseRequest.extend({ year: Year }),
    response: PayrollYearSummary,
  }),
  GetEmployeePayrollPdf: defineCall({
    tag,
    access: access.payslip,
    summary: 'Bordro oturumundaki çalışanın bir ayın bordrosu, doğrulama kodlu PDF',
    request: MonthRequest,
    response: ReportFile,
  }),
  EndPayrollSession: defineCall({
    tag,
    access: access.public,
    summary: 'Bordro oturumunu kapatır',
    request: BaseRequest,
    response: z.object({ Result: z.boolean() }),
  }),
  VerifyPayrollDocument: defineCall({
    tag,
    access: access.public,
    summary: 'Bordro PDF’indeki doğrulama koduyla belgenin ayını, maskeli adını ve net tutarını gösterir',
    request: BaseRequest.extend({
      code: Text.trim().min(1, 'Doğrulama kodunu giriniz.').max(40),
    }),
    response: z.object({ Year: z.int(), Month: z.int(), NameMasked: z.string(), NetKurus: z.int() }),
  }),
  GetPayrollPeriods: defineCall({
    tag,
    access: payrollImport,
    effect: 'read',
    summary: 'Yüklenen bordro ayları: durum, çalışan sayısı ve toplamlar',
    request: BaseRequest,
    response: z.object({ Items: z.array(PayrollPeriod) }),
  }),
  ImportPayrollMonth: defineCall({
    tag,
    access: payrollImport,
    effect: 'change',
    summary:
      'Bir ayın bordrosunu CSV’den yükler (taslak); bir satır hatalıysa hiçbiri kaydedilmez ve hatalar satır satır döner',
    request: MonthRequest.extend({ csv: PayrollCsv }),
    response: z.object({ Period: PayrollPeriod.nullable(), Errors: z.array(PayrollImportError) }),
    bodyLimit: PAYROLL_CSV_MAX_BYTES * 2,
  }),
  PublishPayrollMonth: defineCall({
    tag,
    access: payrollImport,
    effect: 'change',
    summary: 'Taslak bordro ayını yayımlar: çalışanlar görebilir, yeniden yüklenemez',
    request: MonthRequest,
    response: PayrollPeriod,
  }),
};
