import { Constants } from '@e-belediye/contracts/codes';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { useMembersTexts } from './i18n/index.js';
import { type LegalText, LegalTextDialog } from './LegalTextDialog.js';
import './members.css';

type Application = CallResponse<'CreateUser'>;

/** /session/signup: the application (step 1), then the SMS code that activates the membership (step 2). */
export default function SignUpPage() {
  const t = useMembersTexts().signUp;
  const [application, setApplication] = useState<Application | null>(null);
  return (
    <PageFrame intro={application ? undefined : t.intro}>
      {/* Kept mounted under the code step, so "Bilgileri düzelt" returns to what was typed. */}
      <div hidden={Boolean(application)}>
        <ApplicationStep onApplied={setApplication} />
      </div>
      {application && <CodeStep application={application} onBack={() => setApplication(null)} />}
    </PageFrame>
  );
}

const emptyForm = {
  pidNo: '',
  birthDate: '',
  taxOffice: Constants.defaultTaxOfficeCode as string,
  title: '',
  phone: '',
  email: '',
  password: '',
  passwordAgain: '',
  agreement: false,
};
type Form = typeof emptyForm;
type FieldName = keyof Form;

/** A birth date that exists and lies in the past, as year, month and day. */
function birthParts(value: string): { yearOfBirth: number; monthOfBirth: number; dayOfBirth: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || year < 1900 || date.getTime() > Date.now()) return null;
  return { yearOfBirth: year, monthOfBirth: month, dayOfBirth: day };
}

function ApplicationStep({ onApplied }: { onApplied(application: Application): void }) {
  const { m } = useI18n();
  const t = useMembersTexts().signUp;
  const kindName = useId();
  const [reading, setReading] = useState<LegalText | null>(null);
  const human = useHumanVerification();
  const { errors, validate, formRef } = useFieldErrors<FieldName>(m);
  const [corporate, setCorporate] = useState(false);
  // Coming from e-Devlet with no municipal record: the ID e-Devlet confirmed is filled in.
  const arrival = useLocation().state as { pidNo?: string } | null;
  const [form, setForm] = useState<Form>(() => ({ ...emptyForm, pidNo: arrival?.pidNo ?? '' }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set =
    <K extends FieldName>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const rule = rules(m);
    const birth = birthParts(form.birthDate);
    const valid = validate({
      pidNo: rule.pidNo(form.pidNo, corporate ? 'vkn' : 'tckn'),
      birthDate: !corporate && (rule.required(form.birthDate) || !birth),
      taxOffice: corporate && rule.required(form.taxOffice),
      title: corporate && rule.required(form.title),
      phone: rule.phone(form.phone),
      email: rule.email(form.email),
      password: rule.newPassword(form.password),
      passwordAgain: rule.repeat(form.passwordAgain, form.password),
      agreement: !form.agreement && t.agreementRequired,
    });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    try {
      const identity = corporate
        ? { taxOfficeCode: form.taxOffice.trim(), userNameOrTitle: form.title.trim() }
        : { ...birth };
      onApplied(
        await callApi('CreateUser', {
          chkCorporateRegistry: corporate,
          userPidNo: form.pidNo,
          ...identity,
          userGsmNumber: form.phone,
          userEmail: form.email.trim(),
          password: form.password,
          agreement: true,
          verification,
        }),
      );
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  const kinds = [
    [false, t.individual],
    [true, t.corporate],
  ] as const;
  return (
    <form ref={formRef} className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
      <fieldset className="choice">
        <legend>{t.kind}</legend>
        {kinds.map(([value, label]) => (
          <label key={label}>
            <input
              type="radio"
              name={kindName}
              checked={corporate === value}
              onChange={() => {
                setCorporate(value);
                set('pidNo')('');
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <InputField
        label={corporate ? t.taxNo : t.tckn}
        name="userPidNo"
        value={form.pidNo}
        onChange={set('pidNo')}
        digits={corporate ? 10 : 11}
        autoComplete="username"
        required
        error={errors.pidNo}
      />
      {corporate ? (
        <>
          <InputField
            label={t.taxOffice}
            name="taxOfficeCode"
            value={form.taxOffice}
            onChange={set('taxOffice')}
            maxLength={10}
            required
            error={errors.taxOffice}
          />
          <InputField
            label={t.title}
            name="userNameOrTitle"
            value={form.title}
            onChange={set('title')}
            maxLength={120}
            autoComplete="organization"
            required
            error={errors.title}
          />
        </>
      ) : (
        <InputField
          label={t.birthDate}
          name="birthDate"
          type="date"
          value={form.birthDate}
          onChange={set('birthDate')}
          autoComplete="bday"
          required
          error={errors.birthDate}
        />
      )}
      <PhoneField
        label={t.mobile}
        name="userGsmNumber"
        value={form.phone}
        onChange={set('phone')}
        required
        error={errors.phone}
      />
      <InputField
        label={t.email}
        name="userEmail"
        type="email"
        value={form.email}
        onChange={set('email')}
        maxLength={120}
        autoComplete="email"
        required
        error={errors.email}
      />
      <InputField
        label={t.password}
        name="password"
        type="password"
        value={form.password}
        onChange={set('password')}
        maxLength={128}
        autoComplete="new-password"
        required
        hint={t.passwordHint}
        error={errors.password}
      />
      <InputField
        label={t.passwordAgain}
        name="passwordAgain"
        type="password"
        value={form.passwordAgain}
        onChange={set('passwordAgain')}
        maxLength={128}
        autoComplete="new-password"
        required
        error={errors.passwordAgain}
      />
      <CheckboxField
        label={t.agreement}
        name="agreement"
        checked={form.agreement}
        onChange={set('agreement')}
        required
        error={errors.agreement}
      />
      <p className="legal-links">
        <button type="button" className="legal-link" onClick={() => setReading(t.agreementText)}>
          {t.readAgreement}
        </button>
        <button type="button" className="legal-link" onClick={() => setReading(t.kvkkText)}>
          {t.readKvkk}
        </button>
      </p>
      {reading && <LegalTextDialog text={reading} onClose={() => setReading(null)} />}
      {human.widget}
      <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      <FormMessage text={failure} />
      <p className="auth-links">
        <Link to="/session/signin">{t.haveAccount}</Link>
      </p>
    </form>
  );
}

function CodeStep({ application, onBack }: { application: Application; onBack(): void }) {
  const { m } = useI18n();
  const t = useMembersTexts().signUp;
  const session = useSession();
  const navigate = useNavigate();
  const { errors, validate, formRef } = useFieldErrors<'code'>(m);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useResendCountdown(application.ResendAfterSeconds);

  async function sendAgain() {
    setFailure(null);
    setNotice(null);
    try {
      const sent = await callApi('ResendUserCode', { applicationOid: application.ApplicationOid });
      setNotice(t.codeResent(sent.GsmNumberMasked));
      setCode('');
      resend.restart(sent.ResendAfterSeconds);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!validate({ code: !code ? m.forms.required : code.length !== 6 && t.codeInvalid })) return;
    setBusy(true);
    try {
      const login = await callApi('CreateUserStatus', { applicationOid: application.ApplicationOid, code });
      session.dispatch({ type: 'REGISTER', user: login.Member, accessToken: login.AccessToken });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
      <p className="lead">{t.codeSent(application.GsmNumberMasked)}</p>
      <InputField
        label={t.code}
        name="code"
        value={code}
        onChange={setCode}
        digits={6}
        autoComplete="one-time-code"
        required
        error={errors.code}
      />
      <SubmitButton busy={busy}>{t.verify}</SubmitButton>
      <FormMessage text={failure} />
      {notice && <p role="status">{notice}</p>}
      <button type="button" className="btn btn-outline" onClick={sendAgain} disabled={resend.seconds > 0}>
        {resend.seconds > 0 ? t.resendIn(resend.seconds) : t.resend}
      </button>
      <button type="button" className="btn btn-outline" onClick={onBack}>
        {t.back}
      </button>
    </form>
  );
}

/** Seconds until a new code may be asked for, counting down once a second from the moment a code was sent. */
function useResendCountdown(initialWait: number) {
  const [wait, setWait] = useState(initialWait);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil(wait - (now - sentAt) / 1000));
  return {
    seconds,
    restart: (seconds: number) => {
      setWait(seconds);
      setSentAt(Date.now());
      setNow(Date.now());
    },
  };
}
