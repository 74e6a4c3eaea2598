import { IntegrationError } from '../../http.js';
import { amountToKurus } from '../format.js';
import { safeRaw } from '../sanitize.js';
import { BANK } from '../transport.js';
import type { BankConfig, StatusResult } from '../types.js';
import { child, leafFields, type XmlElement } from '../xml.js';
import { postPrmstr } from './prmstr.js';

/** Result rows, whether the bank nests them (TransactionSearchResultInfo/TransactionSearchResultInfo) or not. */
function resultRows(root: XmlElement): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const visit = (el: XmlElement) => {
    if (el.name === 'TransactionSearchResultInfo' && el.children.some((c) => c.name === 'ResultCode')) {
      rows.push(leafFields(el));
    }
    for (const c of el.children) visit(c);
  };
  visit(root);
  return rows;
}

const isTrue = (v: string | undefined) => v?.toLowerCase() === 'true';

/**
 * Status through the search service (UIService/Search.aspx; the old v4 UIWebService address is retired, mews
 * issue #229). Searching by OrderId returns the successful sale if there is one, else the latest attempt.
 */
export async function payFlexStatus(config: BankConfig, orderNo: string): Promise<StatusResult> {
  if (!config.queryUrl) throw new Error('PayFlex: queryUrl (Search.aspx) is not configured');
  const root = await postPrmstr(
    config.queryUrl,
    'SearchRequest',
    {
      MerchantCriteria: { HostMerchantId: config.clientId, MerchantPassword: config.apiPassword },
      TransactionCriteria: { TransactionId: '', OrderId: orderNo, AuthCode: '' },
    },
    config.timeoutMs,
  );
  const info = leafFields(child(root, 'ResponseInfo'));
  if (!info.ResponseCode) throw new IntegrationError(BANK, 'beklenmeyen arama yanıtı (ResponseInfo yok)');
  const rows = resultRows(root).filter((r) => !r.OrderId || r.OrderId === orderNo);
  const row = rows.find((r) => r.TransactionType === 'Sale') ?? rows[0];
  const raw = safeRaw({ ...prefixed('ResponseInfo', info), ...(row ?? {}) });
  if (info.ResponseCode !== '0000' || !row) return { state: 'unknown', raw };
  const approved = row.ResultCode === '0000';
  const reversed = isTrue(row.IsCanceled) || isTrue(row.IsReversed) || isTrue(row.IsRefunded);
  return {
    state: approved ? (reversed ? 'cancelled' : 'paid') : 'failed',
    // The search answer says Amount in places where the sale said CurrencyAmount (mews issue #229).
    amountKurus: amountToKurus(row.CurrencyAmount || row.Amount),
    authCode: approved ? row.AuthCode || undefined : undefined,
    transId: row.TransactionId || undefined,
    raw,
  };
}

const prefixed = (prefix: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}.${k}`, v]));
