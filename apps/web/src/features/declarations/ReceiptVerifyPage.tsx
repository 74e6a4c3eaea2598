import { istanbulDateOf } from '@e-belediye/contracts/clock';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { DocumentCheck } from '../../shared/ui/DocumentCheck.js';
import { Fact } from '../../shared/ui/Fact.js';
import { useVerifyTexts } from './i18n/verify.js';

const shape = {
  pattern: /^[A-Z0-9]{10,16}$/,
  normalise: (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 16),
};

/** /beyanname-dogrula and /beyanname-dogrula/:code: anyone holding a declaration receipt checks it. */
export default function DeclarationReceiptVerifyPage() {
  const t = useVerifyTexts();
  return (
    <DocumentCheck
      path="/beyanname-dogrula"
      shape={shape}
      texts={t}
      call="VerifyDeclarationReceipt"
      body={(code) => ({ code })}
      facts={(d) => (
        <>
          <Fact label={t.number}>{d.Number}</Fact>
          <Fact label={t.kind}>{d.KindName}</Fact>
          <Fact label={t.year}>{d.Year}</Fact>
          <Fact label={t.version}>{d.Version}</Fact>
          <Fact label={t.status}>{d.StatusName}</Fact>
          <Fact label={t.declarer}>{d.DeclarerMasked}</Fact>
          <Fact label={t.total}>{formatTry(d.TotalKurus)}</Fact>
          <Fact label={t.filedAt}>{formatDateTr(istanbulDateOf(d.FiledAt))}</Fact>
        </>
      )}
    />
  );
}
