import { useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { useComplaintsTexts } from './i18n/index.js';

export interface PhoneProof {
  challengeId: string;
  code: string;
}

/**
 * Proves a visitor who is not signed in holds the phone they typed: the human check, then a one-time code sent
 * by SMS (SendSms), typed back here. The report or the follow request carries the proof.
 */
export function PhoneCheck({
  gsmNumber,
  proof,
  onChange,
  error,
}: {
  gsmNumber: string;
  proof: PhoneProof | null;
  onChange(proof: PhoneProof | null): void;
  error?: string;
}) {
  const t = useComplaintsTexts();
  const human = useHumanVerification();
  const [sent, setSent] = useState<{ challengeId: string; masked: string; to: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    const verification = human.take();
    if (!verification) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await callApi('SendSms', { gsmNumber, verification });
      setSent({ challengeId: answer.ChallengeId, masked: answer.MaskedGsm, to: gsmNumber });
      onChange({ challengeId: answer.ChallengeId, code: '' });
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  // A code sent to another number than the one now typed proves nothing.
  const current = sent && sent.to === gsmNumber ? sent : null;
  return (
    <fieldset className="complaint-phone-check">
      <legend>{t.phoneCheck}</legend>
      <p className="complaint-hint">{t.phoneCheckIntro}</p>
      {!current && (
        <>
          {human.widget}
          <button type="button" className="btn btn-outline" disabled={busy || gsmNumber.length !== 10} onClick={send}>
            {t.sendCode}
          </button>
        </>
      )}
      {current && (
        <>
          <p role="status">{t.codeSent(current.masked)}</p>
          <InputField
            label={t.code}
            name="smsCode"
            digits={6}
            autoComplete="one-time-code"
            required
            value={proof?.code ?? ''}
            error={error}
            onChange={(code) => onChange({ challengeId: current.challengeId, code })}
          />
        </>
      )}
      <FormMessage text={failure} />
    </fieldset>
  );
}
