import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type CallRequest, type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { useToast } from '../../../shared/toast/index.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { InputField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { Spinner } from '../../../shared/ui/Spinner.js';
import { cancelled, createPasskey, passkeysSupported } from '../../../shared/webauthn.js';
import { useSignInSecurityTexts } from './texts.js';
import './security.css';

type Security = CallResponse<'GetSignInSecurity'>;
type Credential = CallRequest<'FinishPasskeyRegistration'>['credential'];

/**
 * Hesabım's passkeys and two-step verification (ADR 0055): every change needs the member to prove who they are
 * again (password and SMS code, or a fresh e-Devlet sign-in) within the last minutes.
 */
export function SignInSecurity() {
  const t = useSignInSecurityTexts();
  const { m, language } = useI18n();
  const query = useCall('GetSignInSecurity', {});
  const [security, setSecurity] = useState<Security | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const current = security ?? query.data ?? null;
  if (query.isPending && !current) return <Spinner label={m.app.loading} />;
  if (!current) return <FormMessage text={messageOf(query.error)} />;
  const proven = current.ProvenUntil !== null;
  return (
    <section className="auth-card form-stack" aria-labelledby="sign-in-security">
      <h2 id="sign-in-security">{t.title}</h2>
      <p>{t.intro}</p>
      {proven ? (
        <p className="form-hint">{t.provenUntil(formatInstant(current.ProvenUntil, language))}</p>
      ) : (
        <Proof hasPassword={current.HasPassword} onProven={setSecurity} />
      )}
      <Passkeys security={current} proven={proven} onChanged={setSecurity} />
      {codes ? (
        <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />
      ) : (
        <SecondFactor
          security={current}
          proven={proven}
          onChanged={setSecurity}
          onCodes={(next, changed) => {
            setSecurity(changed);
            setCodes(next);
          }}
        />
      )}
    </section>
  );
}

/** One act at a time: `run` shows the server's sentence when the act fails, and `busy` while it runs. */
function useWork() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(work: () => Promise<void>) {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!cancelled(error)) setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

function Proof({ hasPassword, onProven }: { hasPassword: boolean; onProven(security: Security): void }) {
  const t = useSignInSecurityTexts();
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<CallResponse<'SendSignInSecurityCode'> | null>(null);
  const [code, setCode] = useState('');
  const { busy, failure, run } = useWork();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    void run(async () =>
      onProven(
        await callApi('ProveSignInSecurityIdentity', {
          currentPassword: password,
          smsChallengeId: challenge.ChallengeId,
          smsCode: code.trim(),
        }),
      ),
    );
  };

  return (
    <form className="form-group form-stack" noValidate onSubmit={submit} aria-labelledby="security-proof">
      <h3 id="security-proof">{t.proofTitle}</h3>
      <p className="form-hint">{hasPassword ? t.proofIntro : t.proofNoPassword}</p>
      {hasPassword && (
        <>
          <InputField
            label={t.password}
            name="securityPassword"
            type="password"
            value={password}
            onChange={setPassword}
            maxLength={128}
            autoComplete="current-password"
            required
          />
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => run(async () => setChallenge(await callApi('SendSignInSecurityCode', {})))}
          >
            {challenge ? t.sendCodeAgain : t.sendCode}
          </button>
          {challenge && (
            <InputField
              label={t.smsCode}
              name="securityCode"
              value={code}
              onChange={setCode}
              digits={6}
              autoComplete="one-time-code"
              hint={t.codeSentTo(challenge.MaskedGsm)}
              required
            />
          )}
        </>
      )}
      <FormMessage text={failure} />
      <div className="form-actions">
        {challenge && <SubmitButton busy={busy}>{t.prove}</SubmitButton>}
        <Link className="btn btn-outline" to="/e-devlet-girisi">
          {t.eDevletAgain}
        </Link>
      </div>
    </form>
  );
}

function Passkeys({
  security,
  proven,
  onChanged,
}: {
  security: Security;
  proven: boolean;
  onChanged(security: Security): void;
}) {
  const t = useSignInSecurityTexts();
  const { language } = useI18n();
  const { enqueue } = useToast();
  const [name, setName] = useState('');
  const { busy, failure, run } = useWork();
  // Known only in the browser: the server's drawing of the page has no WebAuthn.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { CeremonyId, Options } = await callApi('StartPasskeyRegistration', {});
      const credential = (await createPasskey(Options)) as Credential;
      onChanged(await callApi('FinishPasskeyRegistration', { ceremonyId: CeremonyId, name: name.trim(), credential }));
      setName('');
      enqueue(t.addedToast, { variant: 'success' });
    });
  };
  const remove = (passkeyOid: number) =>
    run(async () => {
      onChanged(await callApi('RemovePasskey', { passkeyOid }));
      enqueue(t.removed, { variant: 'success' });
    });

  return (
    <div className="form-stack">
      <h3>{t.passkeys}</h3>
      {security.Passkeys.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="passkey-list">
          {security.Passkeys.map((key) => (
            <li key={key.Oid} className="passkey-item">
              <p className="passkey-name">{key.Name}</p>
              <dl className="facts">
                <Fact label={t.added}>{formatInstant(key.CreatedAt, language)}</Fact>
                <Fact label={t.lastUsed}>{formatInstant(key.LastUsedAt, language, t.neverUsed)}</Fact>
              </dl>
              {key.Synced && <p className="form-hint">{t.synced}</p>}
              <button
                type="button"
                className="btn btn-outline"
                disabled={!proven}
                aria-label={t.remove(key.Name)}
                onClick={() => remove(key.Oid)}
              >
                {t.removeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      {proven && supported && (
        <form className="form-stack" noValidate onSubmit={add}>
          <InputField
            label={t.newName}
            name="passkeyName"
            value={name}
            onChange={setName}
            maxLength={40}
            hint={t.newNameHint}
            required
          />
          <SubmitButton busy={busy}>{t.add}</SubmitButton>
        </form>
      )}
      <FormMessage text={failure} />
    </div>
  );
}

function SecondFactor({
  security,
  proven,
  onChanged,
  onCodes,
}: {
  security: Security;
  proven: boolean;
  onChanged(security: Security): void;
  onCodes(codes: string[], security: Security): void;
}) {
  const t = useSignInSecurityTexts();
  const { enqueue } = useToast();
  const [setup, setSetup] = useState<CallResponse<'StartTotpSecondFactor'> | null>(null);
  const [code, setCode] = useState('');
  const { busy, failure, run } = useWork();
  const turnOn = (body: CallRequest<'TurnOnSecondFactor'>) =>
    run(async () => {
      const on = await callApi('TurnOnSecondFactor', body);
      setSetup(null);
      setCode('');
      onCodes(on.RecoveryCodes, on.Security);
    });

  const state =
    security.SecondFactor === 'TOTP'
      ? t.factorTotp
      : security.SecondFactor === 'PASSKEY'
        ? t.factorPasskey
        : t.factorOff;
  return (
    <div className="form-stack">
      <h3>{t.factorTitle}</h3>
      <p>{state}</p>
      {security.SecondFactor !== 'NONE' && <p className="form-hint">{t.recoveryLeft(security.RecoveryCodesLeft)}</p>}
      {proven && security.SecondFactor !== 'NONE' && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() =>
            run(async () => {
              onChanged(await callApi('TurnOffSecondFactor', {}));
              enqueue(t.turnedOff, { variant: 'success' });
            })
          }
        >
          {t.turnOff}
        </button>
      )}
      {proven && security.SecondFactor === 'NONE' && !setup && (
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => run(async () => setSetup(await callApi('StartTotpSecondFactor', {})))}
          >
            {t.withApp}
          </button>
          {security.Passkeys.length > 0 && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => turnOn({ kind: 'PASSKEY' })}
            >
              {t.withPasskey}
            </button>
          )}
        </div>
      )}
      {setup && (
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void turnOn({ kind: 'TOTP', code: code.trim() });
          }}
        >
          <p>{t.scan}</p>
          <img className="totp-qr" src={setup.QrCode} alt={t.qrAlt} width={180} height={180} />
          <dl className="facts">
            <Fact label={t.secret}>
              <code className="totp-secret">{setup.Secret}</code>
            </Fact>
          </dl>
          <InputField
            label={t.appCode}
            name="totpCode"
            value={code}
            onChange={setCode}
            digits={6}
            autoComplete="one-time-code"
            required
          />
          <SubmitButton busy={busy}>{t.turnOn}</SubmitButton>
        </form>
      )}
      <FormMessage text={failure} />
    </div>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const t = useSignInSecurityTexts();
  return (
    <div className="form-stack" role="status">
      <h3>{t.codesTitle}</h3>
      <p>{t.codesIntro}</p>
      <ul className="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onSaved}>
        {t.codesSaved}
      </button>
    </div>
  );
}
