import type { BankReconciliationDifference } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useFeatureMessages } from '../../shared/i18n/index.js';
import { FormDialog, useSubmission } from '../../shared/ui/FormDialog.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { TextAreaField } from '../../shared/ui/TextAreaField.js';
import { differencesTr } from './i18n/differences.tr.js';

const useDifferencesTexts = () => useFeatureMessages(differencesTr, () => import('./i18n/differences.en.js'));

const NOTE_MIN = 5;
const amount = (kurus: number | null) => (kurus === null ? '—' : formatTry(kurus));

/**
 * What the contracted banks' end-of-day lists did not agree on (ours not theirs, theirs not ours, amounts apart),
 * oldest first: finance clears each with a note.
 */
export function BankDifferences() {
  const t = useDifferencesTexts();
  const { say } = usePageStatus();
  const client = useQueryClient();
  const open = useCall('GetBankReconciliationDifferences', { status: 'OPEN' }, { select: (r) => r.Items });
  const [resolving, setResolving] = useState<BankReconciliationDifference | null>(null);

  return (
    <TableSection id="reconciliation-bank-differences" title={t.title} query={open} empty={t.none}>
      <RowsTable
        labelledBy="reconciliation-bank-differences"
        rows={open.data}
        rowKey={(d) => d.DifferenceOid}
        columns={[
          { header: t.bank, cell: (d) => d.BankName },
          { header: t.day, cell: (d) => d.Day },
          { header: t.kind, cell: (d) => t.kinds[d.Kind] },
          { header: t.reference, cell: (d) => d.BankReference },
          { header: t.ours, cell: (d) => amount(d.OurKurus), num: true },
          { header: t.theirs, cell: (d) => amount(d.BankKurus), num: true },
          {
            header: t.actions,
            cell: (d) => (
              <button type="button" className="btn btn-small" onClick={() => setResolving(d)}>
                {t.resolve}
                <span className="sr-only">: {d.BankReference}</span>
              </button>
            ),
          },
        ]}
      />
      {resolving && (
        <ResolveDialog
          difference={resolving}
          onClose={() => setResolving(null)}
          onDone={async () => {
            say(t.resolved);
            await client.invalidateQueries(allOf('GetBankReconciliationDifferences'));
          }}
        />
      )}
    </TableSection>
  );
}

function ResolveDialog({
  difference,
  onClose,
  onDone,
}: {
  difference: BankReconciliationDifference;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useDifferencesTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    setError(text.length < NOTE_MIN ? t.noteShort : undefined);
    if (text.length < NOTE_MIN) return;
    await sending.submit(async () => {
      await callApi('ResolveBankReconciliationDifference', { differenceOid: difference.DifferenceOid, note: text });
      await onDone();
      ref.current?.close();
    });
  }

  return (
    <FormDialog
      dialogRef={ref}
      title={t.dialogTitle}
      className="reconciliation-dialog"
      intro={t.dialogIntro(difference.BankName, difference.BankReference)}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.save}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={t.note}
        name="note"
        rows={3}
        maxLength={500}
        value={note}
        onChange={setNote}
        required
        error={error}
      />
    </FormDialog>
  );
}
