import { type PaymentOrderException, type reconciliationCalls, todayInIstanbul } from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { orderExceptions } from '../payments/index.js';
import { bankName, bookOf, dayRange, groupsOf, inGroup, reconciled, sum } from './daybook.js';
import { collectionExportFile, collectionExports } from './export.js';
import { completeRefundRequest, recordRefundRequest, refundRequests } from './refunds.js';
import { endOfDayCsv, endOfDayPdf } from './report.js';

/** The staff member making the call; the registry has checked the permission already. */
function actor({ principal, request }: Pick<CallContext, 'principal' | 'request'>) {
  if (principal?.kind !== 'staff') throw unauthenticated();
  return { staffOid: principal.staffOid, ip: clientIp(request) };
}

export const ExportMessages = { notFound: 'Muhasebe aktarım dosyası bulunamadı.' } as const;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

export const reconciliationHandlers: Handlers<typeof reconciliationCalls> = {
  async GetDailyCollections(input, ctx) {
    actor(ctx);
    const range = dayRange(input.dateFrom, input.dateTo);
    const book = await bookOf(ctx.database, range);
    const groups = groupsOf(book);
    return {
      DateFrom: range.dateFrom,
      DateTo: range.dateTo,
      Groups: groups,
      Count: book.length,
      // The receipts' own sum, not the groups': the two are equal, and the tests hold the groups to it.
      TotalKurus: sum(book.map((c) => c.totalKurus)),
      RefundedKurus: sum(book.map((c) => c.refundedKurus)),
    };
  },

  async GetGroupCollections(input, ctx) {
    actor(ctx);
    const book = await bookOf(ctx.database, dayRange(input.dateFrom, input.dateTo));
    const rows = inGroup(book, input.channel, input.bankCode);
    const start = (input.page - 1) * input.pageSize;
    return { Items: rows.slice(start, start + input.pageSize).map(reconciled), TotalCount: rows.length };
  },

  async GetPaymentOrderExceptions(_input, ctx) {
    actor(ctx);
    const now = Date.now();
    const orders = await orderExceptions(ctx.database);
    const Items: PaymentOrderException[] = orders.map((o) => {
      const detail = (o.lastEvent?.detail ?? {}) as Record<string, unknown>;
      const raw = (detail.raw ?? {}) as Record<string, unknown>;
      return {
        OrderNo: o.order_no,
        Status: o.status,
        Problem: o.refundRequired ? 'REFUND' : o.status === 'NEW' ? 'ABANDONED' : 'UNSETTLED',
        BankCode: o.bank_code,
        BankName: bankName(o.bank_code),
        AmountKurus: o.amount_kurus,
        CreatedAt: new Date(o.created_at).toISOString(),
        AgeMinutes: Math.max(0, Math.floor((now - new Date(o.created_at).getTime()) / 60_000)),
        CheckCount: o.check_count,
        NextCheckAt: iso(o.next_check_at),
        BankResultCode: o.bank_result_code,
        LastBankAnswer: o.lastEvent && {
          At: new Date(o.lastEvent.at).toISOString(),
          Kind: o.lastEvent.kind,
          Outcome: o.lastEvent.outcome,
          BankResultCode: text(detail.bankResultCode) ?? text(raw.ProcReturnCode) ?? text(raw.ResultCode),
        },
      };
    });
    return { Items };
  },

  async GetEndOfDayReport(input, ctx) {
    const who = actor(ctx);
    const range = dayRange(input.date);
    const book = await bookOf(ctx.database, range);
    const report = {
      date: input.date,
      municipalityName: ctx.settings.app.MunicipalityName,
      generatedAt: new Date(),
      book,
    };
    const file = input.format === 'csv' ? endOfDayCsv(report) : await endOfDayPdf(report);
    // A financial report leaving the system is recorded: who took which day, and what it added up to.
    await auditStaffAct(ctx.database.db, who.staffOid, {
      action: 'END_OF_DAY_REPORT_EXPORTED',
      recordType: 'collection_day',
      recordId: input.date,
      ip: who.ip,
      detail: {
        format: input.format,
        count: book.length,
        totalKurus: sum(book.map((c) => c.totalKurus)),
        today: input.date === todayInIstanbul(),
      },
    });
    return file;
  },

  async GetRefundRequests(input, ctx) {
    actor(ctx);
    return refundRequests(ctx.database, input);
  },

  async RecordRefundRequest(input, ctx) {
    return recordRefundRequest(ctx.database, actor(ctx), input);
  },

  async CompleteRefundRequest(input, ctx) {
    return completeRefundRequest(ctx.database, actor(ctx), input);
  },

  async GetCollectionExports(input, ctx) {
    actor(ctx);
    return collectionExports(ctx.database, input);
  },

  async GetCollectionExportFile(input, ctx) {
    const who = actor(ctx);
    const found = await collectionExportFile(ctx.database, input.exportOid);
    if (!found) throw notFound(ExportMessages.notFound);
    // The file accounting books from leaves the system: who took which day's version, and its checksum.
    await auditStaffAct(ctx.database.db, who.staffOid, {
      action: 'COLLECTION_EXPORT_DOWNLOADED',
      recordType: 'collection_day',
      recordId: found.day,
      ip: who.ip,
      detail: { version: found.version, checksum: found.checksum, lines: found.count, totalKurus: found.totalKurus },
    });
    return found.file;
  },
};
