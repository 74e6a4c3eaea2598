import type { PaymentBankCode, PaymentChannel } from '@e-belediye/contracts/payments';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CallResponse, callApi, isUnauthenticated, messageOf } from '../../shared/api/client.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useBanks } from './banks.js';
import { usePaymentsTexts } from './i18n/index.js';
import { saveSelection } from './selection.js';
import './payments.css';

export type PaymentBank = CallResponse<'GetPaymentBanks'>['Banks'][number];

/** A radio per bank; the accessible name of each is the bank's name alone, its notes describe it. */
export function BankChooser({
  banks,
  value,
  onChange,
  disabled,
}: {
  banks: PaymentBank[];
  value: PaymentBankCode | undefined;
  onChange(code: PaymentBankCode): void;
  disabled?: boolean;
}) {
  const t = usePaymentsTexts().banks;
  const id = useId();
  return (
    <fieldset className="choice bank-choice">
      <legend>{t.legend}</legend>
      {banks.map((b) => {
        const inputId = `${id}-${b.BankCode}`;
        const notes = [b.IsDefault && `${inputId}-default`, !b.NeedsCard && `${inputId}-hosted`].filter(Boolean);
        return (
          <div key={b.BankCode} className="bank-option">
            <input
              id={inputId}
              type="radio"
              name={`${id}-bank`}
              value={b.BankCode}
              checked={value === b.BankCode}
              disabled={disabled}
              aria-describedby={notes.join(' ') || undefined}
              onChange={() => onChange(b.BankCode)}
            />
            <label htmlFor={inputId}>{b.BankName}</label>
            {b.IsDefault && (
              <span id={`${inputId}-default`} className="badge badge-info">
                {t.recommended}
              </span>
            )}
            {!b.NeedsCard && (
              <small id={`${inputId}-hosted`} className="bank-option-note">
                {t.hosted}
              </small>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * "Ödemeye geç" for any debt list: the bank choice (the default bank first), the daily pause, a check that no
 * selected debt is already at the bank, then the selection goes to sessionStorage and the browser to the bank's
 * window. Fast and matrimony payments carry their lookup's token.
 */
export function usePaymentStart(options: {
  channel: PaymentChannel;
  paymentToken?: string;
  preferredBank?: PaymentBankCode;
  /** Fast and matrimony lookups: the token ran out, the payer has to look the debts up again. */
  onTokenExpired?(message: string): void;
}) {
  const t = usePaymentsTexts();
  const navigate = useNavigate();
  const banks = useBanks();
  const [picked, setPicked] = useState<PaymentBankCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; orderNo?: string | null } | null>(null);
  const list = banks.data?.Banks ?? [];
  const bank =
    list.find((b) => b.BankCode === picked) ??
    list.find((b) => b.BankCode === options.preferredBank) ??
    list.find((b) => b.IsDefault) ??
    list[0];
  const paused = banks.data?.Paused ?? null;

  async function start(accrualOids: number[]) {
    if (!bank || paused || busy || accrualOids.length === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const tried = await callApi('IsOnlinePaymentAccrumentsTriedBefore', {
        accrualOids,
        paymentToken: options.paymentToken,
      });
      if (tried.Tried) {
        setProblem({ text: t.start.tried, orderNo: tried.OrderNo });
        setBusy(false);
        return;
      }
      saveSelection({
        AccrualOids: accrualOids,
        Channel: options.channel,
        PaymentToken: options.paymentToken,
        BankCode: bank.BankCode,
      });
      navigate(bank.Window);
    } catch (error) {
      setBusy(false);
      // A member whose session ended is signed out by the API client; a lookup token that ran out means a new lookup.
      if (isUnauthenticated(error) && options.paymentToken && options.onTokenExpired) {
        options.onTokenExpired(messageOf(error));
        return;
      }
      setProblem({ text: messageOf(error) });
    }
  }

  let chooser: ReactNode;
  if (banks.isPending) chooser = <Spinner label={t.banks.loading} />;
  else if (banks.error) chooser = <FormMessage text={messageOf(banks.error)} />;
  else
    chooser = (
      <>
        <BankChooser banks={list} value={bank?.BankCode} onChange={setPicked} disabled={busy} />
        <FormMessage kind="warning" text={paused?.Message ?? null} />
      </>
    );

  return {
    /** The bank radio group, with the pause notice under it. */
    chooser,
    /** The button that starts the payment of these debts. */
    button(accrualOids: number[], label: string = t.selection.pay) {
      const disabled = !bank || Boolean(paused) || busy || accrualOids.length === 0;
      return (
        <button
          type="button"
          className="btn"
          disabled={disabled}
          aria-busy={busy || undefined}
          onClick={() => void start(accrualOids)}
        >
          {busy && <span className="spinner spinner-small" aria-hidden="true" />}
          {label}
        </button>
      );
    },
    /** Why the payment could not start (a debt already at the bank, an error), announced. */
    message: problem ? (
      <p className="form-message form-message-error selection-message" role="alert">
        {problem.text}{' '}
        {problem.orderNo && (
          <Link to={`/success-operation?siparis=${encodeURIComponent(problem.orderNo)}`}>{t.start.triedLink}</Link>
        )}
      </p>
    ) : null,
  };
}
