import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { Spinner } from '../../../shared/ui/Spinner.js';
import { AttachmentList } from './AttachmentList.js';
import { StatusBadge } from './DeskList.js';
import { ResolutionEditor } from './ResolutionEditor.js';
import { useResolutionDeskTexts } from './texts.js';
import { VersionList } from './VersionList.js';
import { WithdrawDialog } from './WithdrawDialog.js';

/** A new resolution (no id in the address), or one resolution with its attachments, versions and withdrawal. */
export function ResolutionRecord() {
  const t = useResolutionDeskTexts();
  const { m } = useI18n();
  const { resolutionOid } = useParams();
  const oid = Number(resolutionOid) || 0;
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { say } = usePageStatus();
  const [withdrawing, setWithdrawing] = useState(false);
  const current = useCall('GetResolution', { resolutionOid: oid }, { enabled: oid > 0 });
  const r = current.data;

  /** After any change the desk, the citizens' lists and this record are read anew. */
  const refresh = async () => {
    await Promise.all(
      (['GetResolution', 'GetResolutionDeskList', 'GetResolutionList', 'GetResolutionVersions'] as const).map((n) =>
        queries.invalidateQueries(allOf(n)),
      ),
    );
  };

  const back = (
    <p>
      <Link to="..">{t.back}</Link>
    </p>
  );
  if (!oid) {
    return (
      <PageFrame title={t.newTitle}>
        {back}
        <ResolutionEditor
          onSaved={async (saved, number) => {
            say(t.published(number), { nextPage: true });
            await refresh();
            navigate(`../${saved.Oid}`);
          }}
        />
      </PageFrame>
    );
  }
  if (current.isLoading) return <Spinner label={m.app.loading} />;
  if (!r) {
    return (
      <PageFrame title={t.title}>
        {back}
        <p role="alert" className="error">
          {current.error ? messageOf(current.error) : m.errors.loadFailed}
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t.editTitle(r.Number)}>
      {back}
      <div className="resolution-desk-head">
        <StatusBadge status={r.Status} />
        <span>
          {t.version} {r.Version}
        </span>
        {r.Status === 'PUBLISHED' && (
          <button type="button" className="btn btn-outline" onClick={() => setWithdrawing(true)}>
            {t.withdraw}
          </button>
        )}
      </div>
      {r.Status === 'WITHDRAWN' && <p className="resolution-desk-note">{t.withdrawnNote}</p>}
      <ResolutionEditor
        // A new version starts the form from what was saved.
        key={r.Version}
        existing={r}
        onSaved={async (saved) => {
          say(t.saved(saved.Version));
          await refresh();
        }}
      />
      <AttachmentList resolution={r} onChange={refresh} />
      <VersionList resolutionOid={r.Oid} />
      {withdrawing && (
        <WithdrawDialog
          resolution={r}
          onClose={() => setWithdrawing(false)}
          onDone={async () => {
            setWithdrawing(false);
            say(t.withdrawn);
            await refresh();
          }}
        />
      )}
    </PageFrame>
  );
}
