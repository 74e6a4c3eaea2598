import type { Calculation } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { useDeclarationsTexts } from './i18n/index.js';

/**
 * "Bu tutar nasıl hesaplandı?": every figure of the calculation, each opening (a native <details>, no script)
 * into its working — the arithmetic, the table row it came from and the article of the law.
 */
export function Explanation({ calculation }: { calculation: Calculation }) {
  const t = useDeclarationsTexts().explanation;
  return (
    <section className="explanation" aria-label={t.title}>
      <h3>{t.title}</h3>
      {calculation.Explanation.map((line) => (
        <details key={line.Key}>
          <summary>
            <span>{line.Label}</span>
            {line.AmountKurus !== null && <span className="amount">{formatTry(line.AmountKurus)}</span>}
          </summary>
          <ul>
            <li>{line.Formula}</li>
            {line.Source && (
              <li>
                {t.source}: {line.Source.Table}
                {line.Source.Year !== null && ` (${line.Source.Year})`} — {line.Source.Row}
              </li>
            )}
            {line.Law && (
              <li>
                {t.law}: {line.Law}
              </li>
            )}
          </ul>
        </details>
      ))}
    </section>
  );
}

/** The year's tax and its installments with their due dates. */
export function Installments({ calculation }: { calculation: Calculation }) {
  const t = useDeclarationsTexts().explanation;
  return (
    <ul className="installments" aria-label={t.installments}>
      {calculation.Installments.map((i) => (
        <li key={i.No}>
          <span>{t.installment(i.No, formatDateTr(i.DueDate))}</span>
          <span className="amount">{formatTry(i.Kurus)}</span>
        </li>
      ))}
    </ul>
  );
}
