import { formatTry } from '@e-belediye/contracts/format';
import { DocumentCheck } from '../../shared/ui/DocumentCheck.js';
import { Fact } from '../../shared/ui/Fact.js';
import { usePaymentsTexts } from './i18n/index.js';
import { dateTimeTr } from './OrderSummary.js';
import './payments.css';

const shape = {
  pattern: /^[A-Z0-9]{10}$/,
  normalise: (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10),
};

/** /makbuz-dogrula and /makbuz-dogrula/:code: anyone holding a receipt checks it with its verification code. */
export default function ReceiptVerifyPage() {
  const t = usePaymentsTexts().receipt;
  return (
    <DocumentCheck
      path="/makbuz-dogrula"
      shape={shape}
      texts={{ ...t, submit: t.verify }}
      className="receipt-form"
      call="VerifyReceipt"
      body={(code) => ({ code })}
      facts={(r) => (
        <>
          <Fact label={t.receiptNo}>{r.ReceiptNo}</Fact>
          <Fact label={t.date}>{dateTimeTr(r.CollectedAt)}</Fact>
          <Fact label={t.amount}>{formatTry(r.TotalKurus)}</Fact>
          <Fact label={t.payer}>{r.PayerName}</Fact>
          <Fact label={t.municipality}>{r.MunicipalityName}</Fact>
          <Fact label={t.municipalityAddress}>{r.MunicipalityAddress}</Fact>
          <Fact label={t.municipalityTax}>{`${r.MunicipalityTaxOffice} / ${r.MunicipalityTaxNumber}`}</Fact>
          <Fact label={t.collectionType}>{r.CollectionTypeName}</Fact>
          <Fact label={t.lineCount}>{r.LineCount}</Fact>
        </>
      )}
    />
  );
}
