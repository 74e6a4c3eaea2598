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

/**
 * A company's authorised people on its page in the office: the ones the office approved and the staff grants they
 * gave; an approved one's authority can be ended with a reason. Drawn only for a company that has any.
 */
export function MemberCompany({ memberOid }: { memberOid: number }) {
  const t = useMemberGrantsTexts().company;
  const words = useDelegationTexts();
  const { say } = usePageStatus();
  const client = useQueryClient();
  const people = useCall('GetCompanyAuthorities', { memberOid }, { staleTime: 0 });
  const [ending, setEnding] = useState<number | null>(null);
  if (!people.data?.Items.length) return null;
  return (
    <TableSection id="member-company" title={t.people} query={{ ...people, data: people.data.Items }} empty="">
      <RowsTable
        labelledBy="member-company"
        rows={people.data.Items}
        rowKey={(g) => g.GrantOid}
        columns={[
          { header: t.columnsPeople.person, cell: (g) => `${g.PersonName} (${g.PersonUserName})`, rowHeader: true },
          { header: t.columnsPeople.kind, cell: (g) => (g.Primary ? t.primary : t.staff) },
          { header: t.columnsPeople.until, cell: (g) => formatDateTr(g.ExpiresOn) },
          { header: t.columnsPeople.status, cell: (g) => words.statuses[g.Status] },
          {
            header: t.columnsPeople.actions,
            cell: (g) =>
              g.Primary && (g.Status === 'ACTIVE' || g.Status === 'PENDING') ? (
                <button
                  type="button"
                  className="btn btn-small btn-outline"
                  aria-label={`${t.end}: ${g.PersonName}`}
                  onClick={() => setEnding(g.GrantOid)}
                >
                  {t.end}
                </button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {ending !== null && (
        <ReasonDialog
          title={t.endTitle}
          className="company-end-dialog"
          intro={t.endIntro}
          label={t.endReason}
          required={t.endRequired}
          confirm={t.end}
          onClose={() => setEnding(null)}
          send={async (reason) => {
            await callApi('EndCompanyAuthority', { memberOid, grantOid: ending, reason });
            setEnding(null);
            say(t.ended);
            await client.invalidateQueries(allOf('GetCompanyAuthorities'));
          }}
        />
      )}
    </TableSection>
  );
}
