import type { DeclarationInput } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { keepPreviousData } from '@tanstack/react-query';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useDebounced } from '../../shared/ui/useDebounced.js';
import { Explanation, Installments } from './Explanation.js';
import { useDeclarationsTexts } from './i18n/index.js';

/**
 * The live estimate beside the form: the server's calculator (the same one that records the declaration) asked
 * once the citizen stops typing, with the last answer kept on screen meanwhile. Until the form holds enough to
 * compute, or while the server finds something missing, it says what it waits for; its box keeps its height.
 */
export function EstimatePanel({ declaration }: { declaration: DeclarationInput | null }) {
  const t = useDeclarationsTexts().explanation;
  const settled = useDebounced(declaration, 400);
  const estimate = useCall(
    'CalculateDeclaration',
    { declaration: settled as DeclarationInput },
    { enabled: settled !== null, placeholderData: keepPreviousData, staleTime: 60_000 },
  );
  const calculation = settled && !estimate.isError ? estimate.data : undefined;
  return (
    <section className="estimate" aria-labelledby="estimate-title" aria-busy={estimate.isFetching || undefined}>
      <h2 id="estimate-title">{t.estimateTitle}</h2>
      {/* Announced politely: a screen reader hears the new total once the typing stops. */}
      <div aria-live="polite">
        {calculation ? (
          <>
            <p className="estimate-total" data-testid="estimate-total">
              {formatTry(calculation.AnnualKurus)}
            </p>
            <p className="muted">{t.perYear(calculation.Year)}</p>
          </>
        ) : (
          <p className="muted">{settled && estimate.isError ? t.notYet(messageOf(estimate.error)) : t.fillToSee}</p>
        )}
      </div>
      {calculation && (
        <>
          {/* On a phone the panel is under the form: a bar keeps the figure in sight and leads down to it. */}
          <a className="estimate-peek" href="#estimate-title">
            {t.estimateTitle}: <strong>{formatTry(calculation.AnnualKurus)}</strong>
          </a>
          <Installments calculation={calculation} />
          <Explanation calculation={calculation} />
          <p className="muted">{t.estimateNote}</p>
        </>
      )}
    </section>
  );
}
