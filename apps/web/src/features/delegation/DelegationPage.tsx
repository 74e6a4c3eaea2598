import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { actFor, actingFor } from '../../shared/session/acting.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import CompanyPage from './CompanyPage.js';
import { GrantForm } from './GrantForm.js';
import { type Grant, GrantList, type Side } from './GrantList.js';
import { useDelegationTexts } from './i18n/index.js';
import './delegation.css';

const PATHS: Record<Side, string> = { received: '/yetkilerim', given: '/yetki-verdiklerim' };

/**
 * The delegation pages of the menu, one module so the shell carries one loader for them: Yetkilerim, Yetki
 * verdiklerim and Şirket yetkilisi.
 */
export default function DelegationRoute({ side }: { side: Side | 'company' }) {
  return side === 'company' ? <CompanyPage /> : <DelegationPage side={side} />;
}

/**
 * Yetkilerim (what others let the member do) and Yetki verdiklerim (whom the member lets act), side by side: each
 * grant with its scopes, last day, state and every act done under it.
 */
function DelegationPage({ side }: { side: Side }) {
  const t = useDelegationTexts();
  const queryClient = useQueryClient();
  const grants = useCall('GetDelegations', {});
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [renewing, setRenewing] = useState<Grant | null>(null);
  const renewTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (renewing) renewTitle.current?.focus();
  }, [renewing]);

  async function act(grant: Grant, work: () => Promise<unknown>, done: string) {
    setBusy(grant.Oid);
    setNote(null);
    setFailure(null);
    try {
      await work();
      setNote(done);
      await queryClient.invalidateQueries(allOf('GetDelegations'));
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(null);
    }
  }
  const end = (g: Grant, done: string) =>
    act(
      g,
      async () => {
        await callApi('RevokeDelegationGrant', { grantOid: g.Oid });
        if (actingFor()?.grantOid === g.Oid) actFor(null);
      },
      done,
    );

  const received = (g: Grant) => (
    <>
      {g.Status === 'PENDING' && (
        <button
          type="button"
          className="btn btn-small"
          disabled={busy === g.Oid}
          onClick={() => act(g, () => callApi('AcceptDelegationGrant', { grantOid: g.Oid }), t.accepted)}
        >
          {t.accept}
        </button>
      )}
      {g.Status === 'ACTIVE' && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => actFor({ grantOid: g.Oid, ownerName: g.OwnerName })}
        >
          {t.actAs}
        </button>
      )}
      {(g.Status === 'PENDING' || g.Status === 'ACTIVE') && (
        <button
          type="button"
          className="btn btn-small btn-outline"
          disabled={busy === g.Oid}
          onClick={() => end(g, t.left)}
        >
          {t.leave}
        </button>
      )}
    </>
  );
  // An expired grant is still the same grant: renewing brings it back, so its button stays.
  const given = (g: Grant) =>
    (g.Status === 'PENDING' || g.Status === 'ACTIVE' || g.Status === 'EXPIRED') && (
      <>
        <button
          type="button"
          className="btn btn-small"
          aria-label={`${t.renewal.open}: ${g.GranteeName}`}
          onClick={() => {
            setNote(null);
            setRenewing(g);
          }}
        >
          {t.renewal.open}
        </button>
        {g.Status !== 'EXPIRED' && (
          <button
            type="button"
            className="btn btn-small btn-outline"
            disabled={busy === g.Oid}
            aria-label={`${t.revoke}: ${g.GranteeName}`}
            onClick={() => end(g, t.revoked)}
          >
            {t.revoke}
          </button>
        )}
      </>
    );
  const refresh = (text: string) => {
    setNote(text);
    void queryClient.invalidateQueries(allOf('GetDelegations'));
  };

  return (
    <PageFrame intro={side === 'received' ? t.receivedIntro : t.givenIntro}>
      <nav className="delegation-tabs" aria-label={`${t.tabs.received} / ${t.tabs.given}`}>
        {(['received', 'given'] as const).map((s) => (
          <Link
            key={s}
            to={PATHS[s]}
            className="btn btn-small btn-outline"
            aria-current={s === side ? 'page' : undefined}
          >
            {t.tabs[s]}
          </Link>
        ))}
      </nav>
      {note && <p role="status">{note}</p>}
      <FormMessage text={failure ?? (grants.error ? messageOf(grants.error) : null)} />
      {grants.data && (
        <GrantList
          side={side}
          grants={side === 'received' ? grants.data.Received : grants.data.Given}
          actions={side === 'received' ? received : given}
        />
      )}
      {side === 'given' && renewing && (
        <section className="delegation-new" aria-labelledby="delegation-renew-title">
          <h2 id="delegation-renew-title" ref={renewTitle} tabIndex={-1}>
            {t.renewal.title(renewing.GranteeName)}
          </h2>
          <p>{t.renewal.intro}</p>
          <GrantForm
            key={renewing.Oid}
            renewing={renewing}
            onDone={(text) => {
              setRenewing(null);
              refresh(text);
            }}
            onCancel={() => setRenewing(null)}
          />
        </section>
      )}
      {side === 'given' && !renewing && (
        <section className="delegation-new" aria-labelledby="delegation-new-title">
          <h2 id="delegation-new-title">{t.form.title}</h2>
          <GrantForm onDone={refresh} />
        </section>
      )}
    </PageFrame>
  );
}
