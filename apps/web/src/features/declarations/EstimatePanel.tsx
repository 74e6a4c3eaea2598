import type { DeclarationInput } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { keepPreviousData } from '@tanstack/react-query';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import { useDebounced } from '../../shared/ui/useDebounced.js';
import { useDeclarationsTexts } from './i18n/index.js';

// How the amount is made up shows once there is an amount, which needs the form's figures first (ADR 0010).
const loadExplanation = () => import('./Explanation.js');
const Installments = lazyPart(loadExplanation, (m) => m.Installments);
const Explanation = lazyPart(loadExplanation, (m) => m.Explanation);

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
  // Fetched with the first estimate asked for (idempotent, like the read itself), so it is here with the answer.
  if (settled) void Explanation.prefetch();
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
          <WhileLoading>
            <Installments calculation={calculation} />
            <Explanation calculation={calculation} />
          </WhileLoading>
          <p className="muted">{t.estimateNote}</p>
        </>
      )}
    </section>
  );
}
