import type { ReminderSchedule } from '@e-belediye/contracts';
import { formatDateTr } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { callApi, messageOf } from '../../shared/api/client.js';
import { callKey, useCall } from '../../shared/api/useCall.js';
import { useToast } from '../../shared/toast/index.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { useCalendarTexts } from './i18n/index.js';

/** The days before a due date a member may choose (the contract's REMINDER_DAY_CHOICES). */
const DAY_CHOICES = [1, 3, 7, 14] as const;

/** The member's reminder schedule: how many days before, by which channels, and what goes out next. */
export function ReminderPanel() {
  const t = useCalendarTexts().reminders;
  const id = useId();
  const { enqueue } = useToast();
  const queryClient = useQueryClient();
  const schedule = useCall('GetMyReminderSchedule', {});
  const s = schedule.data;
  const [days, setDays] = useState('');
  const [sms, setSms] = useState(true);
  const [email, setEmail] = useState(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!s) return;
    setDays(s.DaysBefore === null ? '' : String(s.DaysBefore));
    setSms(s.Sms);
    setEmail(s.Email);
  }, [s]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const next: ReminderSchedule = await callApi('SaveMyReminderSchedule', {
        daysBefore: days === '' ? null : Number(days),
        sms,
        email,
      });
      queryClient.setQueryData(callKey('GetMyReminderSchedule', {}), next);
      enqueue(t.saved, { variant: 'success' });
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (!s) return null;
  return (
    <section className="takvim-reminders" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p>{t.intro(s.QuietFrom, s.QuietUntil)}</p>
      <form className="takvim-reminder-form" onSubmit={save}>
        <label htmlFor={`${id}-days`}>{t.days}</label>
        <select id={`${id}-days`} value={days} onChange={(e) => setDays(e.target.value)}>
          <option value="">{t.municipalDefault(s.DefaultDaysBefore)}</option>
          {DAY_CHOICES.map((n) => (
            <option key={n} value={String(n)}>
              {t.daysOption(n)}
            </option>
          ))}
        </select>
        {(
          [
            ['sms', t.sms, sms, setSms, s.SmsConsent],
            ['email', t.email, email, setEmail, s.EmailConsent],
          ] as const
        ).map(([key, label, value, set, consent]) => (
          <div key={key} className="takvim-check-block">
            <label className="takvim-check">
              <input
                type="checkbox"
                checked={value && consent}
                disabled={!consent}
                aria-describedby={consent ? undefined : `${id}-${key}-consent`}
                onChange={(e) => set(e.target.checked)}
              />
              {label}
            </label>
            {!consent && (
              <p id={`${id}-${key}-consent`} className="takvim-hint">
                {t.noConsent} <Link to="/UserUpdate">{t.consentLink}</Link>
              </p>
            )}
          </div>
        ))}
        <div>
          <button type="submit" className="btn btn-small" disabled={busy}>
            {t.save}
          </button>
        </div>
      </form>
      <h3>{t.upcoming}</h3>
      {s.Upcoming.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <TableScroll label={t.upcoming}>
          <table className="takvim-reminder-table">
            <thead>
              <tr>
                <th scope="col">{t.sendOn}</th>
                <th scope="col">{t.channel}</th>
                <th scope="col">{t.about}</th>
              </tr>
            </thead>
            <tbody>
              {s.Upcoming.slice(0, 12).map((u) => (
                <tr key={`${u.Uid}-${u.Channel}`}>
                  <td>{formatDateTr(u.SendOn)}</td>
                  <td>{t.channels[u.Channel]}</td>
                  <td>{u.Title}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
