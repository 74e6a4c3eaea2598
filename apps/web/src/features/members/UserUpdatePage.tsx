import { type FormEvent, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { useToast } from '../../shared/toast/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useMembersTexts } from './i18n/index.js';
import { type MemberProfile, useMemberProfile } from './profile.js';

/**
 * /UserUpdate: e-mail, mobile phone and password; every change asks for the current password. After an SMS reset
 * it is the "Yeni şifre belirleyin" form: only the new password, which is then required.
 */
export default function UserUpdatePage() {
  const { m } = useI18n();
  const t = useMembersTexts().account;
  const profile = useMemberProfile();
  const session = useSession();
  const forced = Boolean(session.mustChangePassword);
  return (
    <PageFrame title={forced ? t.forcedTitle : undefined} intro={forced ? t.forcedIntro : t.updateIntro}>
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
    </PageFrame>
  );
}

type FieldName = 'email' | 'phone' | 'newPassword' | 'newPasswordAgain' | 'currentPassword';

function UpdateForm({
  profile,
  forced,
  onUpdated,
}: {
  profile: MemberProfile;
  forced: boolean;
  onUpdated(profile: MemberProfile): void;
}) {
  const { m } = useI18n();
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = rules(m);
    const emailChanged = email.trim() !== (profile.Email ?? '');
    const valid = validate({
      email: emailChanged && rule.email(email),
      phone: phone && rule.phone(phone),
      newPassword: (forced || newPassword) && rule.newPassword(newPassword),
      newPasswordAgain: newPassword && rule.repeat(newPasswordAgain, newPassword),
      currentPassword: rule.required(currentPassword),
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
      const updated = await callApi('UpdateUserForEMunicipality', { currentPassword, ...changes });
      onUpdated(updated);
      enqueue(t.updated, { variant: 'success' });
      setEmail(updated.Email ?? '');
      setPhone('');
      setNewPassword('');
      setNewPasswordAgain('');
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error' });
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
      <SubmitButton busy={busy}>{t.save}</SubmitButton>
      <FormMessage kind="warning" text={notice} />
    </form>
  );
}
