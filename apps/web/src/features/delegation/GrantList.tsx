import { formatDateTr } from '@e-belediye/contracts/format';
import { useId } from 'react';
import type { CallResponse } from '../../shared/api/client.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { type DelegationTexts, useDelegationTexts } from './i18n/index.js';

export type Grant = CallResponse<'GetDelegations'>['Given'][number];
export type Side = 'received' | 'given';

/** The scopes of a grant, in words. */
export const scopeWords = (t: DelegationTexts, g: Pick<Grant, 'Scopes'>) => g.Scopes.map((s) => t.scopes[s]).join(', ');

/** What was done under one grant: time, the act in words and the record it made, newest first. */
function Acts({ grant }: { grant: Grant }) {
  const t = useDelegationTexts();
  const { language } = useI18n();
  const id = useId();
  return (
    <details className="delegation-acts">
      <summary id={id}>{t.acts(grant.Acts.length)}</summary>
      {grant.Acts.length === 0 ? (
        <p>{t.noActs}</p>
      ) : (
        <TableScroll labelledBy={id}>
          <RowsTable
            labelledBy={id}
            rows={grant.Acts}
            rowKey={(a) => `${a.At}-${a.Call}`}
            columns={[
              { header: t.actColumns.at, cell: (a) => formatInstant(a.At, language), rowHeader: true },
              // The summary is the contract's Turkish sentence; in English the scope says what kind of act it was.
              { header: t.actColumns.what, cell: (a) => (language === 'tr' ? a.What : t.scopes[a.Scope]) },
              { header: t.actColumns.reference, cell: (a) => a.Reference ?? '–' },
            ]}
          />
        </TableScroll>
      )}
    </details>
  );
}

/** One side's grants as a list of cards: who, which scopes, until when, its state, its acts and its buttons. */
export function GrantList({
  side,
  grants,
  actions,
}: {
  side: Side;
  grants: readonly Grant[];
  actions(grant: Grant): React.ReactNode;
}) {
  const t = useDelegationTexts();
  if (!grants.length) return <p>{t.none[side]}</p>;
  return (
    <ul className="delegation-grants">
      {grants.map((g) => (
        <li key={g.Oid} className="delegation-grant">
          <h3>{side === 'received' ? g.OwnerName : g.GranteeName}</h3>
          {side === 'given' && g.GranteeAccountantNo && (
            <p className="delegation-accountant">{t.accountant(g.GranteeAccountantNo)}</p>
          )}
          <dl>
            <dt>{t.columns.scopes}</dt>
            <dd>{scopeWords(t, g)}</dd>
            <dt>{t.columns.until}</dt>
            <dd>{formatDateTr(g.ExpiresOn)}</dd>
            <dt>{t.columns.status}</dt>
            <dd>{t.statuses[g.Status]}</dd>
            <dt>{t.columns.notify}</dt>
            <dd>{g.NotifyActs ? t.notify.each : t.notify.grantOnly}</dd>
          </dl>
          <div className="delegation-actions">{actions(g)}</div>
          <Acts grant={g} />
        </li>
      ))}
    </ul>
  );
}
