import { type ChangeEvent, type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { describedBy, FieldNotes, RequiredLabel } from '../../shared/ui/Field.js';
import { SubmitButton } from '../../shared/ui/Form.js';
import {
  brandOf,
  type CardField,
  type CardFields,
  cardDigits,
  cardErrors,
  emptyCard,
  expiryYears,
  formatCardNumber,
  refusedBrand,
} from './cardRules.js';
import { usePaymentsTexts } from './i18n/index.js';

/** The card as typed: posted to the bank by this page, or to SaveOnlinePaymentRequest for PayFlex only. */
export interface CardPayload {
  holder: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The card form of the 3D and 3D Pay models. Checks what the server checks, in its words; errors show once a field
 * is left or the form is sent, a refused card brand as soon as its first six digits tell. Nothing is sent while a
 * check fails, and the card is cleared from state once it has been handed over.
 */
export function CardForm({
  yearsToAdd,
  busy,
  disabled,
  labelledBy,
  onPay,
}: {
  yearsToAdd: number;
  busy: boolean;
  disabled?: boolean;
  labelledBy?: string;
  onPay(card: CardPayload): Promise<void> | void;
}) {
  const t = usePaymentsTexts().card;
  const id = useId();
  const ids = {
    holder: `${id}-holder`,
    number: `${id}-number`,
    month: `${id}-month`,
    year: `${id}-year`,
    cvv: `${id}-cvv`,
    expiry: `${id}-expiry`,
    brand: `${id}-brand`,
  };
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);

  const errors = cardErrors(card);
  const shown = (field: CardField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    if (submitted || touched[field]) return t.errors[key];
    // Month and year are one date: a past one shows as soon as the year is chosen.
    if (key === 'expired' && touched.year) return t.errors[key];
    if (field === 'number' && refusedBrand(card.number)) return t.errors.brand;
    return undefined;
  };
  const brand = brandOf(card.number);

  const set = (field: CardField, value: string) => setCard((c) => ({ ...c, [field]: value }));
  /** A field once left (or, for the selects, chosen) shows its error. */
  const leave = (field: CardField) => () => setTouched((s) => ({ ...s, [field]: true }));
  /**
   * What every card control has alike: the browser's card autofill name (the form name too), its value, required,
   * and its error state. `invalid` is for the year, which is also wrong when the month shows a past date.
   */
  const control = (field: CardField, autoComplete: string, invalid = Boolean(shown(field))) => ({
    id: ids[field],
    name: autoComplete,
    autoComplete,
    value: card[field],
    required: true,
    'aria-invalid': invalid || undefined,
    onBlur: leave(field),
  });
  /** A select's choice counts as leaving it, so a wrong date shows at once. */
  const choose = (field: CardField) => (event: ChangeEvent<HTMLSelectElement>) => {
    set(field, event.target.value);
    leave(field)();
  };

  // After a refused submit the first field to fix takes the focus.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Grouping the number in fours must not throw the caret to the end while the payer edits in the middle.
  useLayoutEffect(() => {
    const input = numberRef.current;
    const digitsBefore = caretDigits.current;
    caretDigits.current = null;
    if (!input || digitsBefore === null || document.activeElement !== input) return;
    let pos = 0;
    for (let seen = 0; pos < card.number.length && seen < digitsBefore; pos++) {
      if (/\d/.test(card.number[pos])) seen++;
    }
    input.setSelectionRange(pos, pos);
  }, [card.number]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || disabled) return;
    if (Object.keys(errors).length > 0) {
      setSubmitted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    const payload: CardPayload = {
      holder: card.holder.trim().replace(/\s+/g, ' '),
      number: cardDigits(card.number),
      expMonth: Number(card.month),
      expYear: Number(card.year),
      cvv: card.cvv,
    };
    try {
      await onPay(payload);
    } finally {
      setCard(emptyCard);
      setTouched({});
      setSubmitted(false);
    }
  }

  const expiryError = shown('month') ?? shown('year');
  const expiredShown = errors.month === 'expired' && Boolean(shown('month'));
  return (
    <form ref={formRef} className="card-form form-stack" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <div className="field">
        <RequiredLabel htmlFor={ids.holder}>{t.holder}</RequiredLabel>
        <input
          {...control('holder', 'cc-name')}
          type="text"
          maxLength={50}
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={describedBy(ids.holder, undefined, shown('holder'))}
          onChange={(e) => set('holder', e.target.value)}
        />
        <FieldNotes id={ids.holder} error={shown('holder')} announce />
      </div>

      <div className="field">
        <RequiredLabel htmlFor={ids.number}>{t.number}</RequiredLabel>
        <div className="card-number">
          <input
            {...control('number', 'cc-number')}
            ref={numberRef}
            type="text"
            inputMode="numeric"
            maxLength={23}
            placeholder="#### #### #### ####"
            spellCheck={false}
            aria-describedby={[ids.brand, describedBy(ids.number, t.numberHint, shown('number'))].join(' ')}
            onChange={(e) => {
              const raw = e.target.value;
              caretDigits.current = raw.slice(0, e.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
              set('number', formatCardNumber(raw));
            }}
          />
          <span id={ids.brand} className="card-brand-slot" aria-live="polite">
            {brand && (
              <span className={`card-brand card-brand-${brand}`} data-brand={brand}>
                <span className="sr-only">{t.brand}: </span>
                {t.brands[brand]}
              </span>
            )}
          </span>
        </div>
        <FieldNotes id={ids.number} hint={t.numberHint} error={shown('number')} announce />
      </div>

      <div className="card-row">
        <fieldset className="card-expiry">
          <legend>{t.expiry}</legend>
          <div className="card-expiry-fields">
            <div className="field">
              <RequiredLabel htmlFor={ids.month}>{t.expMonth}</RequiredLabel>
              <select
                {...control('month', 'cc-exp-month')}
                aria-describedby={shown('month') ? ids.expiry : undefined}
                onChange={choose('month')}
              >
                <option value="">{t.month}</option>
                {MONTHS.map((mm) => (
                  <option key={mm} value={String(Number(mm))}>
                    {mm}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <RequiredLabel htmlFor={ids.year}>{t.expYear}</RequiredLabel>
              <select
                {...control('year', 'cc-exp-year', Boolean(shown('year')) || expiredShown)}
                aria-describedby={shown('year') || expiredShown ? ids.expiry : undefined}
                onChange={choose('year')}
              >
                <option value="">{t.year}</option>
                {expiryYears(yearsToAdd).map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {expiryError && (
            <small id={ids.expiry} className="field-error" role="alert">
              {expiryError}
            </small>
          )}
        </fieldset>

        <div className="field card-cvv">
          <RequiredLabel htmlFor={ids.cvv}>{t.cvv}</RequiredLabel>
          <input
            {...control('cvv', 'cc-csc')}
            type="password"
            inputMode="numeric"
            maxLength={3}
            aria-describedby={describedBy(ids.cvv, t.cvvHint, shown('cvv'))}
            onChange={(e) => set('cvv', e.target.value.replace(/\D/g, '').slice(0, 3))}
          />
          <FieldNotes id={ids.cvv} hint={t.cvvHint} error={shown('cvv')} announce />
        </div>
      </div>

      <SubmitButton busy={busy}>{t.pay}</SubmitButton>
    </form>
  );
}
