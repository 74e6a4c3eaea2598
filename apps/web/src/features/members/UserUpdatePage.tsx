import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiCallError, type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { useSession } from '../../shared/session/index.js';
import { useToast } from '../../shared/toast/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { ContactConsent } from './ContactConsent.js';
import { useMembersTexts } from './i18n/index.js';
import { type MemberProfile, useMemberProfile } from './profile.js';
import { SignInSecurity } from './security/SignInSecurity.js';

/**
 * /UserUpdate: e-mail, mobile phone and password; every change asks for the current password. After an SMS reset
 * it is the "Yeni şifre belirleyin" form: only the new password, which is then required. A member who came only
 * through e-Devlet has no password: a fresh e-Devlet login or a code sent to the registered phone confirms instead.
 */
export default function UserUpdatePage() {
  const { m } = useI18n();
  const t = useMembersTexts().account;
  const profile = useMemberProfile();
  const session = useSession();
  const forced = Boolean(session.mustChangePassword);
  const firstPassword = profile.data?.HasPassword === false;
  const intro = forced ? t.forcedIntro : firstPassword ? t.firstPasswordIntro : t.updateIntro;
  return (
    <PageFrame title={forced ? t.forcedTitle : undefined} intro={intro}>
      {profile.isPending && <Spinner label={m.app.loading} />}
      {profile.isError && <FormMessage text={messageOf(profile.error)} />}
      {profile.data && (
        <UpdateForm
          profile={profile.data}
          forced={forced}
          onUpdated={(updated) => {
            profile.replace(updated);
            if (forced) session.dispatch({ type: 'PASSWORD_CHANGED' });
          }}
        />
      )}
      {profile.data && !forced && <ContactConsent profile={profile.data} onSaved={profile.replace} />}
      {profile.data && !forced && <SignInSecurity />}
    </PageFrame>
  );
}

type FieldName = 'email' | 'phone' | 'newPassword' | 'newPasswordAgain' | 'currentPassword' | 'smsCode';

function UpdateForm({
  profile,
  forced,
  onUpdated,
}: {
  profile: MemberProfile;
  forced: boolean;
  onUpdated(profile: MemberProfile): void;
}) {
  const { m, language } = useI18n();
  const t = useMembersTexts().account;
  const { enqueue } = useToast();
  const { errors, validate, formRef } = useFieldErrors<FieldName>(m);
  const [email, setEmail] = useState(profile.Email ?? '');
  const [phone, setPhone] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordAgain, setNewPasswordAgain] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<CallResponse<'SendAccountCode'> | null>(null);
  const [smsCode, setSmsCode] = useState('');
  const [sending, setSending] = useState(false);
  const [proofLapsed, setProofLapsed] = useState(false);
  // Without a password the member proves identity again: this session's fresh e-Devlet login, or an SMS code.
  const noPassword = !profile.HasPassword;
  const eDevletProof =
    noPassword &&
    !proofLapsed &&
    profile.IdentityProvenUntil !== null &&
    Date.parse(profile.IdentityProvenUntil) > Date.now();

  async function sendCode() {
    setSending(true);
    try {
      setChallenge(await callApi('SendAccountCode', {}));
      setSmsCode('');
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error' });
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = rules(m);
    const emailChanged = email.trim() !== (profile.Email ?? '');
    const valid = validate({
      email: emailChanged && rule.email(email),
      phone: phone && rule.phone(phone),
      newPassword: (forced || newPassword) && rule.newPassword(newPassword),
      newPasswordAgain: newPassword && rule.repeat(newPasswordAgain, newPassword),
      currentPassword: !noPassword && rule.required(currentPassword),
      smsCode: noPassword && !eDevletProof && (challenge ? rule.required(smsCode) : t.proofNeeded),
    });
    const changes = {
      email: emailChanged ? email.trim() : undefined,
      gsmNumber: phone || undefined,
      newPassword: newPassword || undefined,
    };
    const changesSomething = Object.values(changes).some(Boolean);
    setNotice(valid && !changesSomething ? t.nothingToChange : null);
    if (!valid || !changesSomething) return;
    setBusy(true);
    try {
      const proof = noPassword
        ? challenge && !eDevletProof
          ? { smsChallengeId: challenge.ChallengeId, smsCode: smsCode.trim() }
          : {}
        : { currentPassword };
      const updated = await callApi('UpdateUserForEMunicipality', { ...proof, ...changes });
      onUpdated(updated);
      enqueue(t.updated, { variant: 'success' });
      setEmail(updated.Email ?? '');
      setPhone('');
      setNewPassword('');
      setNewPasswordAgain('');
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error' });
      // The e-Devlet login may have grown too old while the form was open: the code is the way left.
      if (error instanceof ApiCallError && error.status === 403) setProofLapsed(true);
    } finally {
      // Passwords stay on screen no longer than needed.
      setCurrentPassword('');
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
      {!forced && (
        <fieldset className="form-group">
          <legend>{t.contact}</legend>
          <InputField
            label={t.email}
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            maxLength={120}
            autoComplete="email"
            error={errors.email}
          />
          <PhoneField
            label={t.newMobile}
            name="gsmNumber"
            value={phone}
            onChange={setPhone}
            hint={profile.GsmNumberMasked ? t.currentMobile(profile.GsmNumberMasked) : undefined}
            error={errors.phone}
          />
        </fieldset>
      )}
      <fieldset className="form-group">
        <legend>{t.passwordChange}</legend>
        <InputField
          label={t.newPassword}
          name="newPassword"
          type="password"
          value={newPassword}
          onChange={setNewPassword}
          maxLength={128}
          autoComplete="new-password"
          hint={forced ? undefined : t.passwordOptional}
          required={forced}
          error={errors.newPassword}
        />
        <InputField
          label={t.newPasswordAgain}
          name="newPasswordAgain"
          type="password"
          value={newPasswordAgain}
          onChange={setNewPasswordAgain}
          maxLength={128}
          autoComplete="new-password"
          error={errors.newPasswordAgain}
        />
      </fieldset>
      {noPassword ? (
        <fieldset className="form-group">
          <legend>{t.proofTitle}</legend>
          {eDevletProof ? (
            <p className="form-hint">{t.eDevletProof(formatInstant(profile.IdentityProvenUntil, language))}</p>
          ) : (
            <>
              <p className="form-hint">{t.proofChoice}</p>
              <div className="form-actions">
                <button type="button" className="btn btn-outline" onClick={sendCode} disabled={sending}>
                  {challenge ? t.sendCodeAgain : t.sendCode}
                </button>
                <Link className="btn btn-outline" to="/e-devlet-girisi">
                  {t.eDevletAgain}
                </Link>
              </div>
              {challenge && (
                <InputField
                  label={t.smsCode}
                  name="smsCode"
                  value={smsCode}
                  onChange={setSmsCode}
                  digits={6}
                  autoComplete="one-time-code"
                  hint={t.codeSentTo(challenge.MaskedGsm)}
                  required
                  error={errors.smsCode}
                />
              )}
              {!challenge && errors.smsCode && <FormMessage text={errors.smsCode} />}
            </>
          )}
        </fieldset>
      ) : (
        <InputField
          label={forced ? t.smsPassword : t.currentPassword}
          name="currentPassword"
          type="password"
          value={currentPassword}
          onChange={setCurrentPassword}
          maxLength={128}
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
      )}
      <SubmitButton busy={busy}>{t.save}</SubmitButton>
      <FormMessage kind="warning" text={notice} />
    </form>
  );
}
