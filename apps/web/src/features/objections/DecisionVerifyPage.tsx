import { istanbulDateOf } from '@e-belediye/contracts/clock';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { DocumentCheck } from '../../shared/ui/DocumentCheck.js';
import { Fact } from '../../shared/ui/Fact.js';
import { useObjectionTexts } from './i18n/index.js';

const shape = {
  pattern: /^[A-Z2-9]{10}$/,
  normalise: (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10),
};

/** /itiraz-dogrula and /itiraz-dogrula/:code: anyone holding an objection decision checks it by its code. */
export default function DecisionVerifyPage() {
  const t = useObjectionTexts();
  return (
    <DocumentCheck
      path="/itiraz-dogrula"
      shape={shape}
      texts={t.verify}
      call="VerifyObjectionDecision"
      body={(code) => ({ code })}
      facts={(d) => (
        <>
          <Fact label={t.caseNo}>{d.CaseNo}</Fact>
          <Fact label={t.debt}>{d.Description}</Fact>
          <Fact label={t.decision}>{t.decisions[d.Decision]}</Fact>
          <Fact label={t.verify.date}>{formatDateTr(istanbulDateOf(d.DecidedAt))}</Fact>
          <Fact label={t.accrued}>{formatTry(d.AccruedKurus)}</Fact>
          <Fact label={t.corrected}>{formatTry(d.CorrectedKurus)}</Fact>
        </>
      )}
    />
  );
}
