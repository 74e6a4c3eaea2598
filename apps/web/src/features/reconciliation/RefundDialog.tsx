import { formatTry } from '@e-belediye/contracts/format';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { describedBy, FieldNotes, RequiredLabel } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { Icon } from '../../shared/ui/Icon.js';
import { useReconciliationTexts } from './i18n/index.js';
import { parseLira } from './report.js';

const REASON_MIN = 5;

/** A refund asked for against one receipt: at most what it can still give back, with a reason for finance. */
export function RefundDialog({
  collection,
  onClose,
  onDone,
}: {
  collection: { CollectionOid: number; ReceiptNo: string; TotalKurus: number; RefundedKurus: number };
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useReconciliationTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const left = collection.TotalKurus - collection.RefundedKurus;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const kurus = parseLira(amount);
    const found = {
      amount:
        kurus === null || kurus <= 0 ? t.amountInvalid : kurus > left ? t.amountTooMuch(formatTry(left)) : undefined,
      reason: reason.trim().length < REASON_MIN ? t.reasonShort : undefined,
    };
    setErrors(found);
    if (found.amount || found.reason || kurus === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await callApi('RecordRefundRequest', {
        collectionOid: collection.CollectionOid,
        amountKurus: kurus,
        reason: reason.trim(),
      });
      await onDone();
      ref.current?.close();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="dialog reconciliation-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="dialog-head">
        <h2 id={`${id}-title`}>{t.refundTitle}</h2>
        <button type="button" className="icon-btn" aria-label={t.close} onClick={() => ref.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      <form className="form-stack" noValidate onSubmit={submit}>
        <p>{t.refundIntro(collection.ReceiptNo, formatTry(left))}</p>
        <div className="field">
          <RequiredLabel htmlFor={`${id}-amount`}>{t.amount}</RequiredLabel>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            required
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describedBy(`${id}-amount`, undefined, errors.amount)}
            onChange={(e) => setAmount(e.target.value)}
          />
          <FieldNotes id={`${id}-amount`} error={errors.amount} />
        </div>
        <div className="field">
          <RequiredLabel htmlFor={`${id}-reason`}>{t.reasonLabel}</RequiredLabel>
          <input
            id={`${id}-reason`}
            name="reason"
            maxLength={500}
            value={reason}
            required
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy(`${id}-reason`, undefined, errors.reason)}
            onChange={(e) => setReason(e.target.value)}
          />
          <FieldNotes id={`${id}-reason`} error={errors.reason} />
        </div>
        <FormMessage text={failure} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={() => ref.current?.close()}>
            {t.cancel}
          </button>
          <SubmitButton busy={busy}>{t.send}</SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
