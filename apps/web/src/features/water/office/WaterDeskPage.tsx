import type { CancellationAct, CancellationDetail, CancellationStatus } from '@e-belediye/contracts';
import { istanbulToday } from '@e-belediye/contracts/clock';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { formatIban } from '@e-belediye/contracts/water';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { Loadable, TableSection } from '../../../shared/ui/TableSection.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { CancellationTimeline, useStatusNames } from '../Timeline.js';
import '../water.css';
import { useWaterDeskTexts } from './texts.js';

const STATUSES: CancellationStatus[] = [
  'RECEIVED',
  'ASSIGNED',
  'CUT',
  'BILLED',
  'REFUND_COMPUTED',
  'REFUND_APPROVED',
  'COMPLETED',
  'REJECTED',
];

/**
 * /yonetim/su-fesih (water.cancellations): the queue of contract cancellations and one application at a time,
 * with only the next step offered; the API refuses any other, so a step is never skipped or done twice.
 */
export default function WaterDeskPage() {
  const t = useWaterDeskTexts();
  const statusNames = useStatusNames();
  const [status, setStatus] = useState<CancellationStatus | ''>('RECEIVED');
  const [page, setPage] = useState(1);
  const [openOid, setOpenOid] = useState<number | null>(null);
  const queue = useCall('GetWaterCancellationQueue', { status: status || null, page, pageSize: 20 });
  const pages = Math.max(1, Math.ceil((queue.data?.TotalCount ?? 0) / 20));
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <SelectField
        label={t.filterStatus}
        name="status"
        value={status}
        emptyLabel={t.allOpen}
        onChange={(v) => {
          setStatus(v as CancellationStatus | '');
          setPage(1);
        }}
        options={STATUSES.map((s) => ({ value: s, label: statusNames[s] }))}
      />
      <TableSection id="water-queue" title={t.queue} query={{ ...queue, data: queue.data?.Items }} empty={t.empty}>
        <RowsTable
          labelledBy="water-queue"
          rows={queue.data?.Items}
          rowKey={(r) => r.Oid}
          columns={[
            { header: t.applicationNo, cell: (r) => r.ApplicationNo },
            { header: t.subscriberNo, cell: (r) => r.SubscriberNo },
            { header: t.subscriber, cell: (r) => r.SubscriberName },
            { header: t.tariff, cell: (r) => r.TariffName },
            { header: t.status, cell: (r) => statusNames[r.Status] },
            { header: t.cuttingDate, cell: (r) => formatDateTr(r.CuttingDate) },
            { header: t.fieldTeam, cell: (r) => r.FieldTeam ?? '—' },
            {
              header: t.open,
              cell: (r) => (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t.openApplication(r.ApplicationNo)}
                  onClick={() => setOpenOid(r.Oid)}
                >
                  {t.open}
                </button>
              ),
            },
          ]}
        />
      </TableSection>
      {pages > 1 && (
        <p className="no-print">
          <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </button>{' '}
          {page} / {pages}{' '}
          <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </button>
        </p>
      )}
      {openOid !== null && <Record oid={openOid} />}
    </PageFrame>
  );
}

function Record({ oid }: { oid: number }) {
  const t = useWaterDeskTexts();
  const client = useQueryClient();
  const detail = useCall('GetWaterCancellation', { cancellationOid: oid });
  const [act, setAct] = useState<CancellationAct | null>(null);
  const d = detail.data;
  return (
    <section aria-labelledby="water-record" className="water-section">
      <h2 id="water-record">
        {t.record} {d?.ApplicationNo}
      </h2>
      <Loadable query={detail}>
        {d && (
          <>
            <dl className="facts">
              <Fact label={t.subscriber}>{d.SubscriberName}</Fact>
              <Fact label={t.identityNumber}>{d.IdentityNumber ?? '—'}</Fact>
              <Fact label={t.gsm}>{d.GsmNumber}</Fact>
              {d.Email && <Fact label={t.email}>{d.Email}</Fact>}
              <Fact label={t.address}>{d.Address}</Fact>
              <Fact label={t.tariff}>{d.TariffName}</Fact>
              <Fact label={t.meter}>{d.MeterNo}</Fact>
              <Fact label={t.lastIndex}>{d.LastIndex}</Fact>
              <Fact label={t.depositPaid}>{formatTry(d.DepositPaidKurus)}</Fact>
              <Fact label={t.returnType}>{d.DepositReturnType === 1 ? t.toIban : t.toDebts}</Fact>
              {d.Iban && <Fact label={t.toIban}>{formatIban(d.Iban)}</Fact>}
              {d.IbanOwner && <Fact label={t.ibanOwner}>{d.IbanOwner}</Fact>}
              {d.BankName && <Fact label={t.bank}>{`${d.BankName} / ${d.BranchName ?? ''}`}</Fact>}
              <Fact label={t.fieldTeam}>{d.FieldTeam ?? '—'}</Fact>
              <Fact label={t.identifiedBy}>{d.IdentifiedBy === 'MEMBER' ? t.byMember : t.bySms}</Fact>
            </dl>
            <div className="page-actions no-print">
              {d.NextActs.map((a) => (
                <button
                  key={a}
                  type="button"
                  className={`btn ${a === 'reject' ? 'btn-outline' : 'btn-primary'}`}
                  onClick={() => setAct(a)}
                >
                  {t.acts[a]}
                </button>
              ))}
            </div>
            <CancellationTimeline view={d} />
            {act && (
              <ActDialog
                act={act}
                detail={d}
                onClose={() => setAct(null)}
                onDone={async () => {
                  setAct(null);
                  await client.invalidateQueries(allOf('GetWaterCancellation'));
                  await client.invalidateQueries(allOf('GetWaterCancellationQueue'));
                }}
              />
            )}
          </>
        )}
      </Loadable>
    </section>
  );
}

/** One step of the desk in a dialog: the fields the step needs, sent once; the server's refusal shows in it. */
function ActDialog(props: {
  act: CancellationAct;
  detail: CancellationDetail;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useWaterDeskTexts();
  const { say } = usePageStatus();
  const { act, detail: d } = props;
  const sending = useSubmission();
  const [team, setTeam] = useState('');
  const [cutOn, setCutOn] = useState(istanbulToday());
  const [index, setIndex] = useState(String(d.LastIndex));
  const [reason, setReason] = useState('');
  const [earlyReason, setEarlyReason] = useState('');
  // A cut before the day the subscriber chose is recorded only with the reason, which the subscriber is told.
  const early = act === 'cut' && cutOn < d.CuttingDate;
  const [sentOn, setSentOn] = useState(istanbulToday());
  const [error, setError] = useState<string | undefined>();
  const target = { cancellationOid: d.Oid };

  function send(event: FormEvent) {
    event.preventDefault();
    if (
      (act === 'assign' && team.trim().length < 2) ||
      (act === 'reject' && reason.trim().length < 5) ||
      (early && earlyReason.trim().length < 10)
    ) {
      setError(t.required);
      return;
    }
    setError(undefined);
    void sending.submit(async () => {
      if (act === 'assign') await callApi('AssignWaterCancellation', { ...target, fieldTeam: team.trim() });
      if (act === 'cut') {
        const earlyCutReason = early ? earlyReason.trim() : null;
        await callApi('RecordWaterLineCut', { ...target, cutOn, finalIndex: Number(index), earlyCutReason });
      }
      if (act === 'reject') await callApi('RejectWaterCancellation', { ...target, reason: reason.trim() });
      if (act === 'bill') await callApi('IssueWaterFinalBill', target);
      if (act === 'computeRefund') await callApi('ComputeWaterRefund', target);
      if (act === 'approveRefund') await callApi('ApproveWaterRefund', target);
      if (act === 'sendRefund') {
        await callApi('MarkWaterRefundSent', { ...target, refundKurus: d.RefundKurus ?? 0, iban: d.Iban, sentOn });
      }
      say(t.done(t.acts[act]));
      await props.onDone();
    });
  }

  return (
    <FormDialog
      title={t.acts[act]}
      className="water-act-dialog"
      intro={t.actIntro[act]}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.acts[act]}
      sending={sending}
      onSubmit={send}
      onClose={props.onClose}
    >
      {act === 'assign' && (
        <InputField label={t.teamLabel} name="fieldTeam" value={team} onChange={setTeam} required error={error} />
      )}
      {act === 'cut' && (
        <>
          <InputField
            label={t.cutOn}
            name="cutOn"
            type="date"
            value={cutOn}
            onChange={setCutOn}
            hint={t.chosenDay(formatDateTr(d.CuttingDate))}
            required
          />
          <InputField label={t.finalIndex} name="finalIndex" value={index} onChange={setIndex} digits={8} required />
          {early && (
            <TextAreaField
              label={t.earlyCutReason}
              name="earlyCutReason"
              value={earlyReason}
              onChange={setEarlyReason}
              hint={t.earlyCutHint(formatDateTr(d.CuttingDate))}
              rows={2}
              required
              error={error && t.earlyCutTooShort}
            />
          )}
        </>
      )}
      {act === 'reject' && (
        <TextAreaField
          label={t.reason}
          name="reason"
          value={reason}
          onChange={setReason}
          rows={3}
          required
          error={error}
        />
      )}
      {act === 'sendRefund' && (
        <dl className="facts">
          <Fact label={t.refundKurus}>{formatTry(d.RefundKurus ?? 0)}</Fact>
          {d.Iban && <Fact label={t.iban}>{formatIban(d.Iban)}</Fact>}
        </dl>
      )}
      {act === 'sendRefund' && (
        <InputField label={t.sentOn} name="sentOn" type="date" value={sentOn} onChange={setSentOn} required />
      )}
    </FormDialog>
  );
}
