import { formatDateTr } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { FormDialog, useSubmission } from '../../shared/ui/FormDialog.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { TextAreaField } from '../../shared/ui/TextAreaField.js';
import { useDelegationTexts } from './i18n/index.js';
import { useMemberGrantsTexts } from './office/texts.js';

const REASON_MIN = 5;

/** The grants a member gave and was given, on their page in the office; a running one can be suspended. */
export function MemberGrants({ memberOid }: { memberOid: number }) {
  const t = useMemberGrantsTexts();
  const words = useDelegationTexts();
  const { say } = usePageStatus();
  const client = useQueryClient();
  const grants = useCall('GetMemberDelegations', { memberOid }, { staleTime: 0 });
  const [suspending, setSuspending] = useState<number | null>(null);
  return (
    <TableSection id="member-grants" title={t.title} query={{ ...grants, data: grants.data?.Items }} empty={t.none}>
      <RowsTable
        labelledBy="member-grants"
        rows={grants.data?.Items}
        rowKey={(g) => g.Oid}
        columns={[
          { header: t.columns.other, cell: (g) => `${g.OtherName} (${g.OtherUserName})`, rowHeader: true },
          { header: t.columns.role, cell: (g) => t.roles[g.Role] },
          { header: t.columns.scopes, cell: (g) => g.Scopes.map((s) => words.scopes[s]).join(', ') },
          { header: t.columns.until, cell: (g) => formatDateTr(g.ExpiresOn) },
          { header: t.columns.status, cell: (g) => words.statuses[g.Status] },
          {
            header: t.columns.actions,
            cell: (g) =>
              g.Status === 'ACTIVE' || g.Status === 'PENDING' ? (
                <button
                  type="button"
                  className="btn btn-small btn-outline"
                  aria-label={`${t.suspend}: ${g.OtherName}`}
                  onClick={() => setSuspending(g.Oid)}
                >
                  {t.suspend}
                </button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {suspending !== null && (
        <SuspendDialog
          memberOid={memberOid}
          grantOid={suspending}
          onClose={() => setSuspending(null)}
          onDone={async () => {
            setSuspending(null);
            say(t.suspended);
            await client.invalidateQueries(allOf('GetMemberDelegations'));
          }}
        />
      )}
    </TableSection>
  );
}

/** A reason, then the suspension; the office's re-authentication dialog steps in when the API asks for it. */
function SuspendDialog(props: { memberOid: number; grantOid: number; onClose(): void; onDone(): Promise<void> }) {
  const t = useMemberGrantsTexts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setError(t.reasonRequired);
      return;
    }
    setError(undefined);
    await sending.submit(async () => {
      await callApi('SuspendDelegationGrant', { memberOid: props.memberOid, grantOid: props.grantOid, reason: text });
      await props.onDone();
    });
  }
  return (
    <FormDialog
      title={t.suspendTitle}
      className="delegation-suspend-dialog"
      intro={t.suspendIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextAreaField
        label={t.reason}
        name="reason"
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={500}
        required
        error={error}
      />
    </FormDialog>
  );
}
