import type { Subscription } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { rules } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { useWaterTexts } from './i18n/index.js';

type By = 'subscriberNo' | 'identityNumber';
interface Found {
  name: string;
  gsm: string | null;
  list?: string[];
}

/**
 * Who is cancelling, without logging in: a subscriber number or an ID number shows the subscriber masked, then a
 * one-time code goes to the phone the municipality has for them (never one typed here) and proves it.
 */
export function IdentityStep({
  onLookUp,
  onVerified,
}: {
  /** The subscriber starts proving who they are: the next steps' code can be fetched meanwhile. */
  onLookUp?(): void;
  onVerified(token: string, subscriptions: Subscription[]): void;
}) {
  const t = useWaterTexts();
  const { m } = useI18n();
  const [by, setBy] = useState<By>('subscriberNo');
  const [value, setValue] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [challenge, setChallenge] = useState<{ id: string; gsm: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const human = useHumanVerification(by === 'identityNumber' ? value : undefined);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  function look(event: FormEvent) {
    event.preventDefault();
    const problem =
      by === 'subscriberNo' ? (!/^\d{4,12}$/.test(value) ? t.required : undefined) : rules(m).pidNo(value) || undefined;
    setError(problem);
    if (problem) return;
    onLookUp?.();
    void run(async () => {
      if (by === 'subscriberNo') {
        const r = await callApi('ValidateSubscriberNo', { subscriberNo: value });
        setFound({ name: r.MaskedName, gsm: r.MaskedGsm });
      } else {
        const r = await callApi('GetSubscriberListByIdentityNumber', { identityNumber: value });
        setFound({
          name: r.MaskedName,
          gsm: r.MaskedGsm,
          list: r.Subscriptions.map(
            (s) => `${s.MaskedSubscriberNo} — ${s.TariffName}${s.District ? `, ${s.District}` : ''}`,
          ),
        });
      }
    });
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const verification = human.take();
    if (!verification) return;
    void run(async () => {
      try {
        const sent = await callApi('SendContractCancellationCode', { [by]: value, verification });
        setChallenge({ id: sent.ChallengeId, gsm: sent.MaskedGsm });
      } finally {
        human.reset();
      }
    });
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t.codeRequired);
      return;
    }
    setError(undefined);
    void run(async () => {
      const ok = await callApi('VerifyContractCancellationCode', { challengeId: challenge!.id, code });
      onVerified(ok.CancellationToken, ok.Subscriptions);
    });
  }

  const restart = () => {
    setFound(null);
    setChallenge(null);
    setCode('');
    setFailure(null);
  };

  if (challenge) {
    return (
      <form className="water-card form-stack" noValidate onSubmit={confirm} aria-label={t.code}>
        <InputField
          label={t.code}
          name="code"
          value={code}
          onChange={setCode}
          digits={6}
          autoComplete="one-time-code"
          required
          hint={t.codeHint(challenge.gsm)}
          error={error}
        />
        <FormMessage text={failure} />
        <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
        <button type="button" className="btn btn-outline" onClick={restart}>
          {t.startOver}
        </button>
      </form>
    );
  }
  if (found) {
    return (
      <form className="water-card form-stack" noValidate onSubmit={send} aria-label={t.sendCode}>
        <p role="status">{t.maskedFound(found.name, found.gsm)}</p>
        {found.list && (
          <>
            <p>{t.maskedList}</p>
            <ul>
              {found.list.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </>
        )}
        {found.gsm && human.widget}
        <FormMessage text={failure} />
        {found.gsm && <SubmitButton busy={busy}>{t.sendCode}</SubmitButton>}
        <button type="button" className="btn btn-outline" onClick={restart}>
          {t.startOver}
        </button>
      </form>
    );
  }
  return (
    <form className="water-card form-stack" noValidate onSubmit={look} aria-label={t.stepIdentity}>
      <fieldset className="water-choice">
        <legend>{t.identifyBy}</legend>
        {(['subscriberNo', 'identityNumber'] as const).map((b) => (
          <label key={b}>
            <input
              type="radio"
              name="identifyBy"
              checked={by === b}
              onChange={() => {
                setBy(b);
                setValue('');
                setError(undefined);
              }}
            />{' '}
            {b === 'subscriberNo' ? t.bySubscriberNo : t.byIdentity}
          </label>
        ))}
      </fieldset>
      <InputField
        label={by === 'subscriberNo' ? t.bySubscriberNo : t.identityNumber}
        name={by}
        value={value}
        onChange={setValue}
        digits={by === 'subscriberNo' ? 12 : 11}
        autoComplete="off"
        required
        error={error}
      />
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.check}</SubmitButton>
    </form>
  );
}
