import { ToastRules } from '@e-belediye/contracts/codes';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
  // The answer stays on the page: a toast that hides after 3 s is gone before the SMS arrives.
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = rules(m);
    const valid = validate({ pidNo: rule.pidNo(pidNo), phone: rule.phone(phone) });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    try {
      const { Message } = await callApi('SendPasswordForMember', { pidNo, gsmNumber: phone, verification });
      setSent(Message);
      setPidNo('');
      setPhone('');
    } catch (error) {
      // A failure is a toast that hides after 3 s (spec section 4); the form keeps what was typed.
      enqueue(messageOf(error), { variant: 'error', autoHideMs: ToastRules.shortAutoHideMs });
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  if (sent)
    return (
      <PageFrame>
        <div className="notice notice-info auth-card" role="status">
          <p>{sent}</p>
          <p>{t.resetNext}</p>
          <div className="form-actions">
            <Link className="btn" to="/session/signin">
              {t.signIn}
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => setSent(null)}>
              {t.resetAgain}
            </button>
          </div>
        </div>
      </PageFrame>
    );

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
