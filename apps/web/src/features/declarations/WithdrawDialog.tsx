import type { DeclarationSummaryItem } from '@e-belediye/contracts';
import { useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { FormDialog, useSubmission } from '../../shared/ui/FormDialog.js';
import { TextAreaField } from '../../shared/ui/TextAreaField.js';
import { useMineTexts } from './i18n/mine.js';

/** Withdraw a declaration before approval: its unpaid installments leave the debts. */
export function WithdrawDialog({
  declaration,
  onClose,
  onDone,
}: {
  declaration: DeclarationSummaryItem;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useMineTexts();
  const [reason, setReason] = useState('');
  const sending = useSubmission();
  return (
    <FormDialog
      title={t.withdrawTitle(declaration.Number)}
      className="declaration-dialog"
      intro={t.withdrawIntro}
      cancel={t.cancel}
      confirm={t.withdrawConfirm}
      sending={sending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void sending.submit(async () => {
          await callApi('WithdrawDeclaration', {
            declarationOid: declaration.Oid,
            reason: reason.trim() || undefined,
          });
          await onDone();
        });
      }}
    >
      <TextAreaField
        label={t.withdrawReason}
        name="reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  );
}
