import { formatDateTr } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useDelegationTexts } from './i18n/index.js';
import { ReasonDialog } from './office/ReasonDialog.js';
import { useMemberGrantsTexts } from './office/texts.js';

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
        <ReasonDialog
          title={t.suspendTitle}
          className="delegation-suspend-dialog"
          intro={t.suspendIntro}
          label={t.reason}
          required={t.reasonRequired}
          confirm={t.confirm}
          onClose={() => setSuspending(null)}
          send={async (reason) => {
            await callApi('SuspendDelegationGrant', { memberOid, grantOid: suspending, reason });
            setSuspending(null);
            say(t.suspended);
            await client.invalidateQueries(allOf('GetMemberDelegations'));
          }}
        />
      )}
    </TableSection>
  );
}
