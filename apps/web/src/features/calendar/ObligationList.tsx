import type { Obligation } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { Link } from 'react-router';
import { apiUrl } from '../../shared/api/client.js';
import { useCalendarTexts } from './i18n/index.js';

/** One obligation: what, when, how much, and the links to pay or act and to add it to a calendar. */
function ObligationItem({ o }: { o: Obligation }) {
  const t = useCalendarTexts();
  const money = o.TotalKurus !== null;
  return (
    <li className={`takvim-item${o.IsOverdue ? ' takvim-overdue' : ''}`}>
      <div className="takvim-item-head">
        <span className="takvim-kind">{t.kinds[o.Kind]}</span>
        {o.IsOverdue && <span className="takvim-badge">{t.overdue}</span>}
      </div>
      <p className="takvim-title">{o.Title}</p>
      <dl className="takvim-facts">
        <div>
          <dt>{t.due}</dt>
          <dd>{formatDateTr(o.DueDate)}</dd>
        </div>
        {money && (
          <div>
            <dt>{t.amount}</dt>
            <dd>
              {formatTry(o.TotalKurus ?? 0)}
              {(o.LateFeeKurus ?? 0) > 0 && <small> ({t.lateFee(formatTry(o.LateFeeKurus ?? 0))})</small>}
            </dd>
          </div>
        )}
      </dl>
      {o.DueWhy && <p className="takvim-why">{o.DueWhy}</p>}
      {o.Hold && <p className="takvim-hold">{t.holds[o.Hold]}</p>}
      <div className="takvim-actions">
        {o.Hold !== 'PAYMENT' && (
          <Link className="btn btn-small" to={o.ActionPath} aria-label={money ? t.payOf(o.Title) : t.actOf(o.Title)}>
            {money && o.Hold !== 'PLAN' ? t.pay : t.act}
          </Link>
        )}
        <a
          className="btn btn-outline btn-small"
          href={apiUrl(`/api/calendar/event/${encodeURIComponent(o.Uid)}.ics`)}
          download={`${o.Uid}.ics`}
          aria-label={t.addToCalendarOf(o.Title)}
        >
          {t.addToCalendar}
        </a>
      </div>
    </li>
  );
}

export function ObligationList({ items, emptyText }: { items: readonly Obligation[]; emptyText: string }) {
  if (items.length === 0) return <p className="takvim-empty">{emptyText}</p>;
  return (
    <ul className="takvim-list">
      {items.map((o) => (
        <ObligationItem key={o.Uid} o={o} />
      ))}
    </ul>
  );
}
