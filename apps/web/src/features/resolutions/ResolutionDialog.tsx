import { formatDateTr } from '@e-belediye/contracts/format';
import { useEffect, useRef } from 'react';
import { ApiCallError } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Icon } from '../../shared/ui/Icon.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useResolutionsTexts } from './i18n/index.js';
import './resolutions.css';

/** The full text of one resolution in a modal dialog (native <dialog>: focus trap and Esc for free). */
export function ResolutionDialog({ oid, onClose }: { oid: number; onClose(): void }) {
  const { m } = useI18n();
  const t = useResolutionsTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const query = useCall('GetResolution', { resolutionOid: oid });
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const r = query.data;
  return (
    <dialog ref={ref} className="dialog resolution-dialog" aria-labelledby="resolution-title" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="resolution-title">
          {r ? `${r.Kind === 'COUNCIL' ? t.kindCouncil : t.kindCommittee} — ${t.detailTitle(r.Number)}` : m.app.loading}
        </h2>
        <button type="button" className="icon-btn no-print" aria-label={t.close} onClick={() => ref.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      {query.isLoading && <Spinner label={m.app.loading} />}
      {query.error && (
        <p role="alert" className="error">
          {query.error instanceof ApiCallError ? query.error.message : m.errors.loadFailed}
        </p>
      )}
      {r && (
        <article className="resolution">
          <dl className="facts">
            <div>
              <dt>{t.date}</dt>
              <dd>{formatDateTr(r.Date)}</dd>
            </div>
            <div>
              <dt>{t.type}</dt>
              <dd>{r.TypeName}</dd>
            </div>
            <div>
              <dt>{t.meeting}</dt>
              <dd>{r.MeetingNo}</dd>
            </div>
            <div>
              <dt>{t.agenda}</dt>
              <dd>{r.AgendaNo}</dd>
            </div>
            <div>
              <dt>{t.department}</dt>
              <dd>{r.Department}</dd>
            </div>
          </dl>
          <h3>{r.Subject}</h3>
          <div className="resolution-text">
            {r.Text.split(/\n+/).map((para, i) => (
              // Paragraph order is the identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text
              <p key={i}>{para}</p>
            ))}
          </div>
          <div className="dialog-actions no-print">
            <button type="button" className="btn btn-outline" onClick={() => window.print()}>
              <Icon name="print" size={18} /> {t.print}
            </button>
            <button type="button" className="btn" onClick={() => ref.current?.close()}>
              {t.close}
            </button>
          </div>
        </article>
      )}
    </dialog>
  );
}
