import { istanbulDateOf } from '@e-belediye/contracts/clock';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { DocumentCheck } from '../../shared/ui/DocumentCheck.js';
import { Fact } from '../../shared/ui/Fact.js';
import { useRestructuringTexts } from './i18n/index.js';

const shape = {
  pattern: /^[A-Z0-9]{12}$/,
  normalise: (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12),
};

/** /yapilandirma-dogrula and /yapilandirma-dogrula/:code: anyone holding a plan document checks it. */
export default function PlanVerifyPage() {
  const all = useRestructuringTexts();
  const t = all.verify;
  return (
    <DocumentCheck
      path="/yapilandirma-dogrula"
      shape={shape}
      texts={t}
      call="VerifyRestructuringPlan"
      body={(code) => ({ verificationCode: code })}
      facts={(p) => (
        <>
          <Fact label={all.planNo}>{p.PlanNo}</Fact>
          <Fact label={all.status}>{all.statusNames[p.Status]}</Fact>
          <Fact label={t.date}>{formatDateTr(istanbulDateOf(p.CreatedAt))}</Fact>
          <Fact label={all.option}>{p.Installments === 1 ? all.cash : all.installments(p.Installments)}</Fact>
          <Fact label={all.total}>{formatTry(p.TotalKurus)}</Fact>
          <Fact label={t.holder}>{p.HolderName}</Fact>
          <Fact label={t.municipality}>{p.MunicipalityName}</Fact>
        </>
      )}
    />
  );
}
