import { useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../api/client.js';
import { useI18n } from '../i18n/index.js';
import { FormMessage } from './Form.js';
import { solveChallenge, verificationPayload } from './proofOfWork.js';

type Status = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * "Ben robot değilim": checking the box solves a self-hosted proof of work (ALTCHA v1) and hands over the payload.
 * `pidNo`, the ID being logged in, lets the server make the work harder for an account with recent failures.
 */
export function HumanVerification({ onVerified, pidNo }: { onVerified(payload: string | null): void; pidNo?: string }) {
  const { m } = useI18n();
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function verify() {
    const controller = new AbortController();
    running.current = controller;
    setStatus('verifying');
    try {
      const hint = pidNo && /^\d{10,11}$/.test(pidNo) ? { pidNo } : {};
      const challenge = await callApi('GetHumanVerificationChallenge', hint);
      const number = await solveChallenge(challenge, controller.signal);
      if (number === null) throw new Error('no solution');
      onVerified(verificationPayload(challenge, number));
      setStatus('verified');
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  }

  function toggle(checked: boolean) {
    if (status === 'verifying') return;
    if (checked) {
      void verify();
    } else {
      onVerified(null);
      setStatus('idle');
    }
  }

  const statusText = { idle: '', verifying: m.human.verifying, verified: m.human.verified, failed: m.human.failed };
  return (
    <div className={`human-check human-check-${status}`}>
      <input
        id={id}
        type="checkbox"
        checked={status === 'verified'}
        aria-describedby={`${id}-status`}
        onChange={(e) => toggle(e.target.checked)}
      />
      <label htmlFor={id}>{m.human.label}</label>
      {status === 'verifying' && <span className="spinner spinner-small" aria-hidden="true" />}
      <span id={`${id}-status`} className="human-check-status" aria-live="polite">
        {statusText[status]}
      </span>
    </div>
  );
}

/**
 * The widget for a form, with the spec's warning when the form is sent unverified. A payload is accepted once
 * by the server, so the form calls reset() after every submit that reached it and the citizen verifies again.
 */
export function useHumanVerification(pidNo?: string) {
  const { m } = useI18n();
  const [payload, setPayload] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [round, setRound] = useState(0);
  const widget = (
    <>
      <HumanVerification
        key={round}
        pidNo={pidNo}
        onVerified={(p) => {
          setPayload(p);
          if (p) setMissing(false);
        }}
      />
      <FormMessage kind="warning" text={missing ? m.human.required : null} />
    </>
  );
  return {
    widget,
    /** The payload, or null after showing the warning. */
    take(): string | null {
      setMissing(!payload);
      return payload;
    },
    reset() {
      setPayload(null);
      setMissing(false);
      setRound((r) => r + 1);
    },
  };
}
