import type { CompanyApplication, FileRef } from '@e-belediye/contracts';
import { istanbulDateOf } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { FileUpload } from '../../shared/ui/FileUpload.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { type CompanyTexts, useCompanyTexts } from './company/texts.js';
import './delegation.css';

const dayOf = (instant: string) => formatDateTr(istanbulDateOf(instant));

/**
 * Şirket yetkilisi: a person applies to act for a company with its VKN, title and signature circular, and follows
 * their applications (waiting, approved until a day, refused with the clerk's reason).
 */
export default function CompanyPage() {
  const t = useCompanyTexts();
  const queryClient = useQueryClient();
  const mine = useCall('GetMyCompanyApplications', {});
  const [vkn, setVkn] = useState('');
  const [title, setTitle] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setNote(null);
    try {
      await callApi('ApplyCompanyAuthority', { companyVkn: vkn, companyTitle: title, fileId: files[0]?.FileId });
      setVkn('');
      setTitle('');
      setFiles([]);
      setNote(t.sent);
      await queryClient.invalidateQueries(allOf('GetMyCompanyApplications'));
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame intro={t.intro}>
      {note && <p role="status">{note}</p>}
      <section className="delegation-new" aria-labelledby="company-new-title">
        <h2 id="company-new-title">{t.formTitle}</h2>
        <form className="delegation-form" onSubmit={send} noValidate>
          <InputField label={t.vkn} value={vkn} onChange={setVkn} digits={10} autoComplete="off" required />
          <InputField
            label={t.title}
            value={title}
            onChange={setTitle}
            hint={t.titleHint}
            autoComplete="organization"
            maxLength={200}
            required
          />
          <FileUpload purpose="company" label={t.file} hint={t.fileHint} value={files} onChange={setFiles} max={1} />
          <FormMessage text={failure} />
          <div className="delegation-actions">
            <SubmitButton busy={busy}>{t.send}</SubmitButton>
          </div>
        </form>
      </section>
      <section aria-labelledby="company-list-title">
        <h2 id="company-list-title">{t.listTitle}</h2>
        <FormMessage text={mine.error ? messageOf(mine.error) : null} />
        {mine.data &&
          (mine.data.Items.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="delegation-grants">
              {mine.data.Items.map((a) => (
                <ApplicationCard key={a.Oid} application={a} t={t} />
              ))}
            </ul>
          ))}
      </section>
    </PageFrame>
  );
}

function ApplicationCard({ application: a, t }: { application: CompanyApplication; t: CompanyTexts }) {
  return (
    <li className="delegation-grant">
      <h3 lang="tr">{a.CompanyName}</h3>
      <dl className="facts">
        <Fact label={t.vknShort}>{a.CompanyVkn}</Fact>
        <Fact label={t.status}>{t.statuses[a.Status]}</Fact>
        <Fact label={t.applied}>{dayOf(a.CreatedAt)}</Fact>
        {a.DecidedAt && <Fact label={t.decided}>{dayOf(a.DecidedAt)}</Fact>}
        {a.Status === 'APPROVED' && a.ExpiresOn && <Fact label={t.until}>{formatDateTr(a.ExpiresOn)}</Fact>}
        {a.Status === 'REFUSED' && a.Reason && (
          <Fact label={t.reason}>
            <span lang="tr">{a.Reason}</span>
          </Fact>
        )}
        {a.File && <Fact label={t.circular}>{a.File.FileName}</Fact>}
      </dl>
    </li>
  );
}
