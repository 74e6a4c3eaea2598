import { formatTry } from '@e-belediye/contracts/format';
import { type FormEvent, useRef, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { InputField } from '../../shared/ui/Field.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../shared/ui/FormDialog.js';
import { useReconciliationTexts } from './i18n/index.js';
import { parseLira } from './report.js';

const REASON_MIN = 5;

/** A refund asked for against one receipt: at most what it can still give back, with a reason for finance. */
export function RefundDialog({
  collection,
  onClose,
  onDone,
}: ActDialogProps & {
  collection: { CollectionOid: number; ReceiptNo: string; TotalKurus: number; RefundedKurus: number };
}) {
  const t = useReconciliationTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const sending = useSubmission();
  const left = collection.TotalKurus - collection.RefundedKurus;

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
    await sending.submit(async () => {
      await callApi('RecordRefundRequest', {
        collectionOid: collection.CollectionOid,
        amountKurus: kurus,
        reason: reason.trim(),
      });
      await onDone();
      ref.current?.close();
    });
  }

  return (
    <FormDialog
      dialogRef={ref}
      title={t.refundTitle}
      className="reconciliation-dialog"
      intro={t.refundIntro(collection.ReceiptNo, formatTry(left))}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.send}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <InputField
        label={t.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
        required
        error={errors.amount}
      />
      <InputField
        label={t.reasonLabel}
        name="reason"
        maxLength={500}
        value={reason}
        onChange={setReason}
        required
        error={errors.reason}
      />
    </FormDialog>
  );
}
