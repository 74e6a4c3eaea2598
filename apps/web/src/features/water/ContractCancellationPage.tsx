import type { CancellationView, Subscription } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import type { Answers } from './CancellationApplication.js';
import { IdentityStep } from './IdentityStep.js';
import { useWaterTexts } from './i18n/index.js';
import './water.css';

// What follows the identity step, and the timeline a tracked application shows, are chunks of their own (ADR 0010):
// the first paint is the identity step or the tracking form; each is fetched as the action that needs it starts.
const loadApplication = () => import('./CancellationApplication.js');
const ApplicationForm = lazyPart(loadApplication, (m) => m.ApplicationForm);
const Review = lazyPart(loadApplication, (m) => m.Review);
const Done = lazyPart(loadApplication, (m) => m.Done);
const CancellationTimeline = lazyPart(
  () => import('./Timeline.js'),
  (m) => m.CancellationTimeline,
);

type Step =
  | { kind: 'identity' }
  | { kind: 'form'; token: string | null; subscriptions: Subscription[]; answers?: Answers }
  | { kind: 'review'; token: string | null; subscriptions: Subscription[]; answers: Answers }
  | { kind: 'done'; view: CancellationView };

/**
 * /ContractCancellation, without logging in: who you are (subscriber or ID number and an SMS code to the registered
 * phone, or the signed-in account), the application, a check of the answers, then the application number; and
 * the tracking of an application by its number and phone (?takip).
 */
export default function ContractCancellationPage() {
  const t = useWaterTexts();
  const [params] = useSearchParams();
  const tracking = params.has('takip');
  return (
    <PageFrame intro={t.cancellationIntro}>
      <nav className="water-modes" aria-label={t.modeApply}>
        <Link
          className={`btn ${tracking ? 'btn-outline' : 'btn-primary'}`}
          to="?"
          aria-current={!tracking ? 'page' : undefined}
        >
          {t.modeApply}
        </Link>
        <Link
          className={`btn ${tracking ? 'btn-primary' : 'btn-outline'}`}
          to="?takip"
          aria-current={tracking ? 'page' : undefined}
        >
          {t.modeTrack}
        </Link>
      </nav>
      {tracking ? <Tracking initialNo={params.get('takip') ?? ''} /> : <Application />}
    </PageFrame>
  );
}

const STEPS = ['identity', 'form', 'review', 'done'] as const;

function Application() {
  const t = useWaterTexts();
  const session = useSession();
  const own = useCall('GetSubscriptionList', {}, { enabled: session.isAuthenticated });
  const [step, setStep] = useState<Step>({ kind: 'identity' });
  // A signed-in member has proven who they are: the form opens with their meters.
  const current: Step =
    step.kind === 'identity' && session.isAuthenticated && own.data
      ? { kind: 'form', token: null, subscriptions: own.data }
      : step;
  const names = [t.stepIdentity, t.stepForm, t.stepReview, t.stepDone];
  const index = STEPS.indexOf(current.kind);
  return (
    <>
      <ol className="water-steps" aria-label={t.stepOf(index + 1, STEPS.length)}>
        {names.map((n, i) => (
          <li key={n} aria-current={i === index ? 'step' : undefined}>
            {i + 1}. {n}
          </li>
        ))}
      </ol>
      {current.kind === 'identity' && (
        <IdentityStep
          onLookUp={ApplicationForm.prefetch}
          onVerified={(token, subscriptions) => setStep({ kind: 'form', token, subscriptions })}
        />
      )}
      <WhileLoading>
        {current.kind === 'form' && (
          <>
            {session.isAuthenticated && <p className="form-message">{t.signedInAs}</p>}
            <ApplicationForm
              subscriptions={current.subscriptions}
              initial={current.answers}
              onNext={(answers) => setStep({ ...current, kind: 'review', answers })}
            />
          </>
        )}
        {current.kind === 'review' && (
          <Review
            step={current}
            onEdit={() => setStep({ ...current, kind: 'form' })}
            onExpired={() => setStep({ kind: 'identity' })}
            onDone={(view) => setStep({ kind: 'done', view })}
          />
        )}
        {current.kind === 'done' && <Done view={current.view} />}
      </WhileLoading>
    </>
  );
}

function Tracking({ initialNo }: { initialNo: string }) {
  const t = useWaterTexts();
  const { m } = useI18n();
  const [no, setNo] = useState(initialNo);
  const [phone, setPhone] = useState('');
  const [view, setView] = useState<CancellationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ no?: string; phone?: string }>({});

  async function show(event: FormEvent) {
    event.preventDefault();
    const found = {
      no: /^\d{4}-\d{8}$/.test(no.trim()) ? undefined : t.required,
      phone: /^5\d{9}$/.test(phone) ? undefined : m.forms.phone,
    };
    setErrors(found);
    if (found.no || found.phone) return;
    setBusy(true);
    setFailure(null);
    try {
      const [found] = await Promise.all([
        callApi('GetContractCancellationStatus', { applicationNo: no.trim(), gsmNumber: phone }),
        CancellationTimeline.prefetch(),
      ]);
      setView(found);
    } catch (error) {
      setView(null);
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="water-card form-stack" noValidate onSubmit={show} aria-label={t.modeTrack}>
        <p>{t.trackIntro}</p>
        <InputField
          label={t.applicationNo}
          name="applicationNo"
          value={no}
          onChange={setNo}
          placeholder="2026-12345678"
          maxLength={13}
          required
          error={errors.no}
        />
        <PhoneField label={t.gsm} name="gsmNumber" value={phone} onChange={setPhone} required error={errors.phone} />
        <FormMessage text={failure} />
        <SubmitButton busy={busy}>{t.show}</SubmitButton>
      </form>
      {view && (
        <WhileLoading>
          <CancellationTimeline view={view} />
        </WhileLoading>
      )}
    </>
  );
}
