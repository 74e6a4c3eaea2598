import { ToastRules } from '@e-belediye/contracts/codes';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useToast } from '../../shared/toast/index.js';
import { BusyOverlay } from '../../shared/ui/BusyOverlay.js';
import { InputField } from '../../shared/ui/Field.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { useAuthTexts } from './i18n/index.js';

/** /session/forgot-password and /ForgottenPassword: a new password by SMS (spec sections 2, 4 and 8). */
export default function ForgotPasswordPage() {
  const { m } = useI18n();
  const t = useAuthTexts();
  const navigate = useNavigate();
  const { enqueue } = useToast();
  const { errors, validate, formRef } = useFieldErrors<'pidNo' | 'phone'>(m);
  const [pidNo, setPidNo] = useState('');
  const human = useHumanVerification(pidNo);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = rules(m);
    const valid = validate({ pidNo: rule.pidNo(pidNo), phone: rule.phone(phone) });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    // Both outcomes are toasts that hide after 3 s (spec section 4).
    const autoHideMs = ToastRules.shortAutoHideMs;
    try {
      const { Message } = await callApi('SendPasswordForMember', { pidNo, gsmNumber: phone, verification });
      enqueue(Message, { variant: 'info', autoHideMs });
      setPidNo('');
      setPhone('');
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error', autoHideMs });
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  return (
    <PageFrame intro={t.resetIntro}>
      <BusyOverlay busy={busy} label={m.app.loading}>
        <form ref={formRef} className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
          <InputField
            label={t.idOrTaxNo}
            name="pidNo"
            value={pidNo}
            onChange={setPidNo}
            digits={11}
            autoComplete="username"
            required
            error={errors.pidNo}
          />
          <PhoneField
            label={t.mobile}
            name="gsmNumber"
            value={phone}
            onChange={setPhone}
            required
            error={errors.phone}
          />
          {human.widget}
          <div className="form-actions">
            <button type="submit" className="btn" disabled={busy}>
              {t.confirm}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => navigate('/anasayfa')}>
              {t.home}
            </button>
          </div>
        </form>
      </BusyOverlay>
    </PageFrame>
  );
}
