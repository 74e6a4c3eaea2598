import type { AccountantClient } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { actFor } from '../../shared/session/acting.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { useClientsTexts } from './clients/texts.js';
import { scopeWords } from './GrantList.js';
import { useDelegationTexts } from './i18n/index.js';
import './delegation.css';

/** Where acting for a client leads first: their declarations when the grant files them, else their debts. */
const firstPage = (c: AccountantClient) => (c.Scopes.includes('declare') ? '/beyannamelerim' : '/DebtQuestioning');

/**
 * Mükelleflerim: a registered accountant's clients, each with what their grant lets the accountant see, and a
 * switch to act as that client (the same switch as "Kimin adına?").
 */
export default function ClientsPage() {
  const t = useClientsTexts();
  const [page, setPage] = useState(1);
  const clients = useCall('GetMyClients', { page }, { staleTime: 0 });
  const data = clients.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / data.PageSize)) : 1;
  return (
    <PageFrame intro={t.intro}>
      <FormMessage text={clients.error ? messageOf(clients.error) : null} />
      {data &&
        (data.Registration.ChamberNo === null ? (
          <p>{t.notRegistered}</p>
        ) : (
          <>
            <p>{t.registered(data.Registration.ChamberNo)}</p>
            {data.Items.length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <ul className="delegation-grants">
                {data.Items.map((c) => (
                  <ClientCard key={c.GrantOid} client={c} />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav className="delegation-actions" aria-label={t.pageOf(page, pages)}>
                <button
                  type="button"
                  className="btn btn-small btn-outline"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t.previous}
                </button>
                <span>{t.pageOf(page, pages)}</span>
                <button
                  type="button"
                  className="btn btn-small btn-outline"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t.next}
                </button>
              </nav>
            )}
          </>
        ))}
    </PageFrame>
  );
}

function ClientCard({ client: c }: { client: AccountantClient }) {
  const t = useClientsTexts();
  const words = useDelegationTexts();
  const navigate = useNavigate();
  const actAs = (path: string) => {
    actFor({ grantOid: c.GrantOid, ownerName: c.OwnerName });
    navigate(path);
  };
  const headingId = `client-${c.GrantOid}`;
  return (
    <li className="delegation-grant">
      <h2 id={headingId}>{c.OwnerName}</h2>
      <dl>
        <dt>{t.scopes}</dt>
        <dd>{scopeWords(words, c)}</dd>
        <dt>{t.until}</dt>
        <dd>{formatDateTr(c.ExpiresOn)}</dd>
        <dt>{t.debts}</dt>
        <dd>
          {c.Debts
            ? t.debtsLine(c.Debts.Count, formatTry(c.Debts.TotalKurus), formatTry(c.Debts.LateFeeKurus))
            : t.notAllowed}
        </dd>
      </dl>
      <h3>{t.deadlines}</h3>
      {c.Deadlines === null ? (
        <p>{t.notAllowed}</p>
      ) : c.Deadlines.length === 0 ? (
        <p>{t.noDeadlines}</p>
      ) : (
        <ul className="client-lines">
          {c.Deadlines.map((o) => (
            <li key={o.Uid}>
              <span lang="tr">{o.Title}</span> · {formatDateTr(o.DueDate)}
              {o.TotalKurus !== null && ` · ${formatTry(o.TotalKurus)}`}{' '}
              <button
                type="button"
                className="btn btn-small btn-outline"
                aria-label={`${t.open}: ${o.Title} (${c.OwnerName})`}
                onClick={() => actAs(o.ActionPath)}
              >
                {t.open}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t.declarations}</h3>
      {c.Declarations === null ? (
        <p>{t.notAllowed}</p>
      ) : c.Declarations.length === 0 ? (
        <p>{t.noDeclarations}</p>
      ) : (
        <ul className="client-lines">
          {c.Declarations.map((d) => (
            <li key={d.Oid}>
              {d.Number} · <span lang="tr">{d.KindName}</span> {d.Year} · <span lang="tr">{d.StatusName}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="delegation-actions">
        <button
          type="button"
          className="btn btn-small"
          aria-label={`${t.actAs}: ${c.OwnerName}`}
          onClick={() => actAs(firstPage(c))}
        >
          {t.actAs}
        </button>
      </div>
    </li>
  );
}
