import { formatDateTr } from '@e-belediye/contracts/format';
import { apiUrl } from '../../shared/api/client.js';
import { Icon } from '../../shared/ui/Icon.js';
import { useResolutionsTexts } from './i18n/index.js';

/** What a citizen reads of a resolution; the office's preview shows the same, before it is published. */
export interface ResolutionView {
  Date: string;
  TypeName: string;
  MeetingNo: number;
  AgendaNo: number;
  Department: string;
  Subject: string;
  Text: string;
  Status?: 'PUBLISHED' | 'WITHDRAWN';
  WithdrawalReason?: string | null;
  Attachments?: ReadonlyArray<{ Oid: number; FileName: string; SizeBytes: number }>;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;

export function ResolutionArticle({ r }: { r: ResolutionView }) {
  const t = useResolutionsTexts();
  return (
    <article className="resolution">
      {r.Status === 'WITHDRAWN' && (
        <div className="resolution-withdrawn" role="note">
          <strong>{t.withdrawn}</strong>
          {r.WithdrawalReason && (
            <p>
              {t.withdrawalReason}: {r.WithdrawalReason}
            </p>
          )}
        </div>
      )}
      <dl className="facts">
        <div>
          <dt>{t.date}</dt>
          <dd>{r.Date ? formatDateTr(r.Date) : '—'}</dd>
        </div>
        <div>
          <dt>{t.type}</dt>
          <dd>{r.TypeName || '—'}</dd>
        </div>
        <div>
          <dt>{t.meeting}</dt>
          <dd>{r.MeetingNo || '—'}</dd>
        </div>
        <div>
          <dt>{t.agenda}</dt>
          <dd>{r.AgendaNo || '—'}</dd>
        </div>
        <div>
          <dt>{t.department}</dt>
          <dd>{r.Department || '—'}</dd>
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
      {r.Attachments && r.Attachments.length > 0 && (
        <section aria-label={t.attachments}>
          <h4>{t.attachments}</h4>
          <ul className="resolution-attachments">
            {r.Attachments.map((a) => (
              <li key={a.Oid}>
                <a href={apiUrl(`/api/resolution/attachment/${a.Oid}`)} download>
                  <Icon name="download" size={18} /> {a.FileName}
                </a>{' '}
                <span className="resolution-attachment-size">({kilobytes(a.SizeBytes)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
