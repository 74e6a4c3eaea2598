import type { DeclarationRecorded } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { Link } from 'react-router';
import { Explanation, Installments } from './Explanation.js';
import { useDeclarationsTexts } from './i18n/index.js';

/** After the send: the declaration's number, what happens next, its receipt, the debts it made and why. */
export function Confirmation({ recorded, amended }: { recorded: DeclarationRecorded; amended: boolean }) {
  const t = useDeclarationsTexts().confirmation;
  const c = recorded.Calculation;
  return (
    <section className="confirmation notice notice-info" aria-labelledby="confirmation-title">
      <h2 id="confirmation-title">{amended ? t.amendedTitle : t.title}</h2>
      <p>{t.numberIs}</p>
      <p className="big-code" data-testid="declaration-number">
        {recorded.Number}
      </p>
      <p>{t.accrued(formatTry(c.AnnualKurus), c.Year)}</p>
      <Installments calculation={c} />
      <h3>{t.nextTitle}</h3>
      <ul>
        <li>{t.nextReview}</li>
        <li>{t.nextDebts}</li>
        <li>{t.nextChange}</li>
      </ul>
      <p className="form-actions">
        <a className="btn" href={recorded.ReceiptUrl} target="_blank" rel="noopener">
          {t.receipt}
        </a>
        <Link className="btn btn-outline" to="/DebtQuestioning">
          {t.debts}
        </Link>
        <Link className="btn btn-outline" to="/beyannamelerim">
          {t.mine}
        </Link>
      </p>
      <p className="muted">{t.verification(recorded.VerificationCode)}</p>
      <Explanation calculation={c} />
    </section>
  );
}
