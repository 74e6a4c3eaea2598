import { useRef } from 'react';
import { ApiCallError } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useModalDialog } from '../../shared/routing/focus.js';
import { Icon } from '../../shared/ui/Icon.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useResolutionsTexts } from './i18n/index.js';
import { ResolutionArticle } from './ResolutionArticle.js';
import './resolutions.css';

/** The full text of one resolution in a modal dialog (native <dialog>: focus trap and Esc for free). */
export function ResolutionDialog({ oid, onClose }: { oid: number; onClose(): void }) {
  const { m } = useI18n();
  const t = useResolutionsTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const query = useCall('GetResolution', { resolutionOid: oid });
  useModalDialog(ref);
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
        <>
          <ResolutionArticle r={r} />
          <div className="dialog-actions no-print">
            <button type="button" className="btn btn-outline" onClick={() => window.print()}>
              <Icon name="print" size={18} /> {t.print}
            </button>
            <button type="button" className="btn" onClick={() => ref.current?.close()}>
              {t.close}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
