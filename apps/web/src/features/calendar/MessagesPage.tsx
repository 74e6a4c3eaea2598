import type { MessageTopic } from '@e-belediye/contracts';
import { istanbulNow } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useCalendarTexts } from './i18n/index.js';
import './calendar.css';

/** "28.11.2026 14:05", Istanbul time. */
function when(iso: string): string {
  const at = istanbulNow(iso);
  return `${formatDateTr(at.date)} ${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
}

/** /mesajlarim: every SMS and e-mail sent to the member, newest first, searchable, codes masked. */
export default function MessagesPage() {
  const { m } = useI18n();
  const t = useCalendarTexts().messages;
  const id = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [topicDraft, setTopicDraft] = useState<MessageTopic | ''>('');
  const [topic, setTopic] = useState<MessageTopic | ''>('');
  const answer = useCall('GetMyMessages', { ...(search ? { search } : {}), ...(topic ? { topic } : {}) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setTopic(topicDraft);
  };
  const topics = Object.keys(t.topics) as MessageTopic[];
  return (
    <PageFrame intro={t.intro}>
      <form className="takvim-search" onSubmit={submit}>
        <label htmlFor={`${id}-topic`}>{t.topic}</label>
        <select
          id={`${id}-topic`}
          value={topicDraft}
          onChange={(e) => setTopicDraft(e.target.value as MessageTopic | '')}
        >
          <option value="">{t.allTopics}</option>
          {topics.map((k) => (
            <option key={k} value={k}>
              {t.topics[k]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-q`}>{t.search}</label>
        <div className="takvim-feed-row">
          <input
            id={`${id}-q`}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn btn-small">
            {t.searchButton}
          </button>
        </div>
      </form>
      {answer.isPending && <Spinner label={m.app.loading} />}
      {answer.isError && (
        <p className="form-message form-message-error" role="alert">
          {messageOf(answer.error)}
        </p>
      )}
      {answer.data &&
        (answer.data.Items.length === 0 ? (
          <p className="takvim-empty">{t.empty}</p>
        ) : (
          <ul className="takvim-list">
            {answer.data.Items.map((msg) => (
              <li key={msg.Id} className="takvim-item">
                <div className="takvim-item-head">
                  <span className="takvim-kind">
                    {t.channels[msg.Channel]} · {t.topics[msg.Topic]}
                  </span>
                  {msg.Status !== 'SENT' && <span className="takvim-badge">{t.statuses[msg.Status]}</span>}
                </div>
                <p className="takvim-why">{when(msg.At)}</p>
                {msg.Subject && <p className="takvim-title">{msg.Subject}</p>}
                <p className="takvim-message">{msg.Text}</p>
                {msg.Path && (
                  <Link to={msg.Path} className="btn btn-outline btn-small">
                    {t.open(t.topics[msg.Topic])}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ))}
    </PageFrame>
  );
}
