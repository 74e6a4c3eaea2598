import { addDays, istanbulToday } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { InputField } from '../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import type { Grant } from './GrantList.js';
import { useDelegationTexts } from './i18n/index.js';

/** The scopes an owner may tick; seeing comes with each (the contract's DELEGATION_SCOPES but `see`). */
const TICKABLE = ['pay', 'declare', 'restructure', 'water', 'complain'] as const;
type Tickable = (typeof TICKABLE)[number];

const isTickable = (s: string): s is Tickable => (TICKABLE as readonly string[]).includes(s);

/** A renewal's proposed last day: 90 days on from today or from the current last day, whichever is later. */
const renewedUntil = (expiresOn: string) => {
  const today = istanbulToday();
  return addDays(expiresOn > today ? expiresOn : today, 90);
};

/**
 * A new grant in two steps: whom (T.C. Kimlik No and name), what and until when; then the code the owner's phone
 * received. Nothing is granted until the code is confirmed, and nothing runs until the other person accepts.
 * Renewing an existing grant (`renewing`) asks only for its scopes and new last day: the person is the grant's.
 */
export function GrantForm({
  renewing,
  onDone,
  onCancel,
}: {
  renewing?: Grant;
  onDone(text: string): void;
  onCancel?(): void;
}) {
  const t = useDelegationTexts();
  const [pidNo, setPidNo] = useState('');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Tickable[]>(() => (renewing ? renewing.Scopes.filter(isTickable) : ['pay']));
  const [until, setUntil] = useState(() =>
    renewing ? renewedUntil(renewing.ExpiresOn) : addDays(istanbulToday(), 90),
  );
  const [notifyActs, setNotifyActs] = useState(renewing?.NotifyActs ?? false);
  const [challenge, setChallenge] = useState<CallResponse<'StartDelegationGrant'> | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    const terms = { scopes, expiresOn: until, notifyActs };
    return run(async () => {
      setChallenge(
        renewing
          ? await callApi('RenewDelegationGrant', { grantOid: renewing.Oid, ...terms })
          : await callApi('StartDelegationGrant', { granteePidNo: pidNo, granteeName: name, ...terms }),
      );
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      if (!challenge) return;
      await callApi('ConfirmDelegationGrant', { challengeId: challenge.ChallengeId, code });
      setChallenge(null);
      setCode('');
      setPidNo('');
      setName('');
      onDone(renewing ? t.renewal.done(formatDateTr(until)) : t.form.done);
    });
  };

  if (challenge) {
    return (
      <form className="delegation-form" onSubmit={confirm} noValidate>
        <p role="status">
          {(renewing ? t.renewal.codeSent : t.form.codeSent)(challenge.GranteeMaskedName, challenge.MaskedGsm)}
        </p>
        {challenge.GranteeAccountantNo && (
          <p className="delegation-accountant">{t.accountant(challenge.GranteeAccountantNo)}</p>
        )}
        <InputField
          label={t.form.code}
          value={code}
          onChange={setCode}
          digits={6}
          autoComplete="one-time-code"
          required
        />
        <FormMessage text={failure} />
        <div className="delegation-actions">
          <SubmitButton busy={busy}>{renewing ? t.renewal.confirm : t.form.confirm}</SubmitButton>
          <button type="button" className="btn btn-outline" onClick={() => setChallenge(null)}>
            {t.form.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form className="delegation-form" onSubmit={send} noValidate>
      {!renewing && (
        <>
          <InputField label={t.form.pidNo} value={pidNo} onChange={setPidNo} digits={11} autoComplete="off" required />
          <InputField
            label={t.form.name}
            value={name}
            onChange={setName}
            hint={t.form.nameHint}
            autoComplete="off"
            maxLength={100}
            required
          />
        </>
      )}
      <fieldset className="delegation-scopes">
        <legend>{t.form.scopes}</legend>
        <p className="field-hint">{t.form.seeAlways}</p>
        {TICKABLE.map((s) => (
          <CheckboxField
            key={s}
            label={t.scopes[s]}
            checked={scopes.includes(s)}
            onChange={(on) => setScopes((cur) => (on ? [...cur, s] : cur.filter((x) => x !== s)))}
          />
        ))}
      </fieldset>
      <CheckboxField label={t.form.notifyActs} checked={notifyActs} onChange={setNotifyActs} />
      <InputField label={t.form.until} type="date" value={until} onChange={setUntil} hint={t.form.untilHint} required />
      <FormMessage text={failure} />
      <div className="delegation-actions">
        <SubmitButton busy={busy}>{t.form.send}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t.form.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
