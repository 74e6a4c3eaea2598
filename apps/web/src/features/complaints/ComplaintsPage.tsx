import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useSession } from '../../shared/session/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { FileReportForm } from './FileReportForm.js';
import { useComplaintsTexts } from './i18n/index.js';
import './complaints.css';

type Tab = 'file' | 'track' | 'mine';

/**
 * /ComplaintsAndRequests: file a report (three short steps, similar open reports shown first), follow one by its
 * tracking number and phone (or signed in), and, for members, every report of theirs. `?takip=<no>` — the link in
 * each SMS — opens the tracking tab with the number filled in.
 */
export default function ComplaintsPage() {
  const t = useComplaintsTexts();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const linked = params.get('takip') ?? '';
  const [tab, setTab] = useState<Tab>(linked ? 'track' : 'file');
  const [done, setDone] = useState<{ trackingNo: string; followed: boolean } | null>(null);
  const [formRound, setFormRound] = useState(0);
  const tabs: Tab[] = session.isAuthenticated ? ['file', 'track', 'mine'] : ['file', 'track'];

  function openReport(trackingNo: string) {
    setParams({ takip: trackingNo });
    setTab('track');
  }

  return (
    <PageFrame intro={t.intro}>
      <div className="complaint-tabs" role="tablist" aria-label={t.tabs.file}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={tab === name ? 'btn' : 'btn btn-outline'}
            onClick={() => setTab(name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'file' &&
          (done ? (
            <section className="complaint-done" aria-labelledby="done-title">
              <h2 id="done-title">{done.followed ? t.followTitle : t.doneTitle}</h2>
              <p>{done.followed ? t.followed(done.trackingNo) : t.doneText}</p>
              <p className="complaint-tracking-no">
                {t.trackingNo}: <strong data-testid="tracking-no">{done.trackingNo}</strong>
              </p>
              <div className="form-actions">
                <button type="button" className="btn" onClick={() => openReport(done.trackingNo)}>
                  {t.openReport}
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    setDone(null);
                    setFormRound((r) => r + 1);
                  }}
                >
                  {t.fileAnother}
                </button>
              </div>
            </section>
          ) : (
            <FileReportForm
              key={formRound}
              onFiled={(trackingNo) => setDone({ trackingNo, followed: false })}
              onFollowed={(trackingNo) => setDone({ trackingNo, followed: true })}
            />
          ))}
        {tab === 'track' && <TrackReport key={linked} initialNo={linked} onOpen={openReport} />}
        {tab === 'mine' && (
          <WhileLoading>
            <MyReports onOpen={openReport} />
          </WhileLoading>
        )}
      </div>
    </PageFrame>
  );
}

/** The tracking number and phone, then the report; signed in, the number alone opens the member's own reports. */
// A report's view travels in a chunk of its own: only a citizen who looks a report up needs it, and the form page
// stays within the first-load budget (ADR 0010). It is fetched as the lookup is sent. So does a member's list.
const ReportView = lazyPart(
  () => import('./ReportView.js'),
  (m) => m.ReportView,
);
const MyReports = lazyPart(
  () => import('./MyReports.js'),
  (m) => m.MyReports,
);

function TrackReport({ initialNo, onOpen }: { initialNo: string; onOpen(no: string): void }) {
  const t = useComplaintsTexts();
  const member = useSession().isAuthenticated;
  const [trackingNo, setNo] = useState(initialNo);
  const [gsmNumber, setGsm] = useState('');
  const [asked, setAsked] = useState<{ trackingNo: string; gsmNumber: string } | null>(
    member && initialNo ? { trackingNo: initialNo, gsmNumber: '' } : null,
  );
  const report = useCall(
    'GetComplaint',
    { trackingNo: asked?.trackingNo ?? '', gsmNumber: asked?.gsmNumber || undefined },
    // A wrong number or phone is an answer, not a glitch: asking again would only count as another wrong guess.
    { enabled: Boolean(asked), retry: false },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setAsked({ trackingNo: trackingNo.trim().toUpperCase(), gsmNumber });
    ReportView.prefetch();
  }

  return (
    <>
      <form className="complaint-track form-inline" noValidate onSubmit={submit} aria-label={t.tabs.track}>
        <p className="complaint-hint">{t.trackIntro}</p>
        <InputField
          label={t.trackingNo}
          name="trackingNo"
          required
          maxLength={11}
          placeholder="2026-ABC234"
          value={trackingNo}
          onChange={setNo}
        />
        <PhoneField label={t.phone} name="trackGsm" required={!member} value={gsmNumber} onChange={setGsm} />
        <SubmitButton busy={report.isFetching}>{t.show}</SubmitButton>
      </form>
      <FormMessage text={report.error ? messageOf(report.error) : null} />
      {report.data && (
        <WhileLoading>
          <ReportView
            report={report.data}
            gsmNumber={asked?.gsmNumber ?? ''}
            onChanged={() => void report.refetch()}
            onOpen={(no) => {
              setNo(no);
              setAsked((a) => ({ trackingNo: no, gsmNumber: a?.gsmNumber ?? '' }));
              onOpen(no);
            }}
          />
        </WhileLoading>
      )}
    </>
  );
}
