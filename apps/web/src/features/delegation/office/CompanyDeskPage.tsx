import type { CompanyApplicationStatus, DeskCompanyApplication } from '@e-belediye/contracts';
import { addDays, istanbulDateOf, istanbulToday } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { downloadFile } from '../../../shared/ui/FileUpload.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { TableSection } from '../../../shared/ui/TableSection.js';
import { OneFieldDialog, ReasonDialog } from './ReasonDialog.js';
import { useMemberGrantsTexts } from './texts.js';

const STATUSES: CompanyApplicationStatus[] = ['WAITING', 'APPROVED', 'REFUSED'];
/** The longest authority a clerk may give: the contract's year (MAX_GRANT_DAYS, counting today). */
const latestDay = () => addDays(istanbulToday(), 365);

type Dialog = { kind: 'approve' | 'refuse'; application: DeskCompanyApplication } | null;

/**
 * /yonetim/sirket-yetkilileri (members.read to read, members.manage to decide): the applications to act for a
 * company, each with its signature circular; approving (with a last day) and refusing (with a reason) go through
 * the office's re-authentication and the audit log.
 */
export default function CompanyDeskPage() {
  const all = useMemberGrantsTexts();
  const t = all.company;
  const { say } = usePageStatus();
  const client = useQueryClient();
  const [status, setStatus] = useState<CompanyApplicationStatus>('WAITING');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useCall('GetCompanyApplications', { status }, { staleTime: 0 });
  const done = async (text: string) => {
    setDialog(null);
    say(text);
    await client.invalidateQueries(allOf('GetCompanyApplications'));
  };
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <SelectField
        label={t.filter}
        name="status"
        value={status}
        onChange={(v) => setStatus(v as CompanyApplicationStatus)}
        options={STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
      />
      {list.data?.Masked && <p>{t.masked}</p>}
      <TableSection id="company-queue" title={t.queue} query={{ ...list, data: list.data?.Items }} empty={t.empty}>
        <RowsTable
          labelledBy="company-queue"
          rows={list.data?.Items}
          rowKey={(a) => a.Oid}
          columns={[
            {
              header: t.columns.applicant,
              cell: (a) => `${a.ApplicantName} (${a.ApplicantUserName})`,
              rowHeader: true,
            },
            { header: t.columns.company, cell: (a) => `${a.CompanyName} (${a.CompanyVkn})` },
            { header: t.columns.applied, cell: (a) => formatDateTr(istanbulDateOf(a.CreatedAt)) },
            {
              header: t.columns.circular,
              cell: (a) =>
                a.File ? (
                  <button
                    type="button"
                    className="btn btn-small btn-outline"
                    aria-label={t.openLabel(a.ApplicantName)}
                    onClick={() => a.File && void downloadFile(a.File)}
                  >
                    {t.open}
                  </button>
                ) : (
                  '—'
                ),
            },
            {
              header: status === 'WAITING' ? t.columns.actions : t.columns.outcome,
              cell: (a) =>
                a.Status === 'WAITING' ? (
                  <span className="delegation-actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={`${t.approve}: ${a.ApplicantName}`}
                      onClick={() => setDialog({ kind: 'approve', application: a })}
                    >
                      {t.approve}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-outline"
                      aria-label={`${t.refuse}: ${a.ApplicantName}`}
                      onClick={() => setDialog({ kind: 'refuse', application: a })}
                    >
                      {t.refuse}
                    </button>
                  </span>
                ) : a.Status === 'APPROVED' ? (
                  t.approvedUntil(formatDateTr(a.ExpiresOn ?? ''))
                ) : (
                  t.refusedBecause(a.Reason ?? '')
                ),
            },
          ]}
        />
      </TableSection>
      {dialog?.kind === 'approve' && (
        <OneFieldDialog
          title={t.approveTitle}
          className="company-approve-dialog"
          intro={t.approveIntro}
          confirm={t.approve}
          initial={latestDay()}
          field={(value, set) => (
            <InputField label={t.until} type="date" name="expiresOn" value={value} onChange={set} required />
          )}
          onClose={() => setDialog(null)}
          send={async (expiresOn) => {
            await callApi('ApproveCompanyApplication', { applicationOid: dialog.application.Oid, expiresOn });
            await done(t.approved);
          }}
        />
      )}
      {dialog?.kind === 'refuse' && (
        <ReasonDialog
          title={t.refuseTitle}
          className="company-refuse-dialog"
          intro={t.refuseIntro}
          label={t.refuseReason}
          required={t.refuseRequired}
          confirm={t.refuse}
          onClose={() => setDialog(null)}
          send={async (reason) => {
            await callApi('RefuseCompanyApplication', { applicationOid: dialog.application.Oid, reason });
            await done(t.refused);
          }}
        />
      )}
    </PageFrame>
  );
}
