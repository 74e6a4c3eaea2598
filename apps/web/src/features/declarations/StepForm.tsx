import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../shared/api/client.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useDeclarationsTexts } from './i18n/index.js';

/** A step's messages by field name, from its last try to go on. */
export type Errors = Record<string, string | undefined>;

export interface StepProps<V> {
  values: V;
  /** Sets one value: `set('area')(value)`. */
  set<K extends keyof V>(key: K): (value: V[K]) => void;
  errors: Errors;
}

/** One topic of a declaration: its fields, what must hold before going on, and its answers for the check page. */
export interface Step<V> {
  key: string;
  title: string;
  render(props: StepProps<V>): ReactNode;
  check(values: V): Errors;
  answers(values: V): Array<[label: string, value: ReactNode]>;
}

export const hasErrors = (errors: Errors) => Object.values(errors).some(Boolean);

/**
 * A declaration as a row of short steps, then a check-your-answers page and the send. Back and forward keep what
 * was typed (the values live above, in the draft); the step shown is part of the draft too, so a reload lands
 * where the citizen was. Each step change moves the focus to its heading for screen-reader and keyboard users.
 */
export function StepForm<V>(props: {
  steps: Step<V>[];
  values: V;
  onValues(change: (values: V) => V): void;
  /** 0 … steps.length - 1 are the steps, steps.length the check page. */
  step: number;
  onStep(step: number): void;
  onSend(): Promise<void>;
  /** The live estimate, beside the form on wide screens and under it on phones. */
  aside?: ReactNode;
}) {
  const t = useDeclarationsTexts().engine;
  const { steps, values, step } = props;
  const [errors, setErrors] = useState<Errors>({});
  const [backToCheck, setBackToCheck] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const onCheckPage = step >= steps.length;
  const current = steps[Math.min(step, steps.length - 1)] as Step<V>;

  useEffect(() => {
    // Only when the step changes: on the first render the page's own title keeps the focus.
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  });

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) => {
      props.onValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => (e[key as string] ? { ...e, [key as string]: undefined } : e));
    };

  function go(next: number) {
    setErrors({});
    setFailure(null);
    props.onStep(next);
  }

  function forward(event: FormEvent) {
    event.preventDefault();
    const found = current.check(values);
    if (hasErrors(found)) {
      setErrors(found);
      return;
    }
    go(backToCheck ? steps.length : step + 1);
    if (backToCheck) setBackToCheck(false);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    // A draft restored from another day may hold a step that no longer passes: send the citizen there.
    const broken = steps.findIndex((s) => hasErrors(s.check(values)));
    if (broken >= 0) {
      go(broken);
      setErrors(steps[broken]?.check(values) ?? {});
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await props.onSend();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const position = onCheckPage ? t.checkTitle : t.stepOf(step + 1, steps.length);
  return (
    <div className="declaration-layout">
      <div className="declaration-main">
        <ol className="step-indicator" aria-label={t.progress}>
          {steps.map((s, i) => (
            <li
              key={s.key}
              className={i === step ? 'current' : i < step ? 'done' : undefined}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className="step-no" aria-hidden="true">
                {i + 1}
              </span>
              <span className="step-name">{s.title}</span>
            </li>
          ))}
          <li className={onCheckPage ? 'current' : undefined} aria-current={onCheckPage ? 'step' : undefined}>
            <span className="step-no" aria-hidden="true">
              ✓
            </span>
            <span className="step-name">{t.checkShort}</span>
          </li>
        </ol>
        {onCheckPage ? (
          <form className="form-stack" noValidate onSubmit={send} aria-labelledby="declaration-step">
            <h2 id="declaration-step" ref={heading} tabIndex={-1}>
              {position}
            </h2>
            <p>{t.checkIntro}</p>
            {steps.map((s, i) => (
              <section key={s.key} className="check-section" aria-labelledby={`check-${s.key}`}>
                <div className="check-head">
                  <h3 id={`check-${s.key}`}>{s.title}</h3>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-label={t.changeStep(s.title)}
                    onClick={() => {
                      setBackToCheck(true);
                      go(i);
                    }}
                  >
                    {t.change}
                  </button>
                </div>
                <dl className="facts">
                  {s.answers(values).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
            <p className="muted">{t.declarationOath}</p>
            <FormMessage text={failure} />
            <div className="form-actions">
              <button type="button" className="btn btn-outline" onClick={() => go(steps.length - 1)}>
                {t.back}
              </button>
              <SubmitButton busy={busy}>{t.send}</SubmitButton>
            </div>
          </form>
        ) : (
          <form className="form-stack" noValidate onSubmit={forward} aria-labelledby="declaration-step">
            <h2 id="declaration-step" ref={heading} tabIndex={-1}>
              <span className="step-count">{position}</span> {current.title}
            </h2>
            {current.render({ values, set, errors })}
            {hasErrors(errors) && <FormMessage text={t.fixErrors} />}
            <div className="form-actions">
              {step > 0 && (
                <button type="button" className="btn btn-outline" onClick={() => go(step - 1)}>
                  {t.back}
                </button>
              )}
              <button type="submit" className="btn">
                {backToCheck ? t.backToCheck : t.next}
              </button>
            </div>
          </form>
        )}
      </div>
      {props.aside && <aside className="declaration-aside">{props.aside}</aside>}
    </div>
  );
}
