import { useId, useState } from 'react';
import { apiUrl, type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { FormMessage } from '../../../shared/ui/Form.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { useResolutionDeskTexts } from './texts.js';

/** The API's limits, checked here first so a wrong file is refused before it is sent. */
const MAX_BYTES = 5 * 1024 * 1024;
const NAME_MAX = 25;

/** A file as base64, as the attachment call carries it. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The PDFs of a published resolution: add (checked for type, size and name) and remove. */
export function AttachmentList({
  resolution,
  onChange,
}: {
  resolution: CallResponse<'GetResolution'>;
  onChange(): Promise<void>;
}) {
  const t = useResolutionDeskTexts();
  const id = useId();
  const { say } = usePageStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = resolution.Status === 'PUBLISHED';

  async function add(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem =
      file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)
        ? t.notPdf
        : file.size > MAX_BYTES
          ? t.tooLarge
          : file.name.length > NAME_MAX
            ? t.nameTooLong
            : null;
    setFailure(problem);
    if (problem) return;
    setBusy(true);
    try {
      await callApi('AddResolutionAttachment', {
        resolutionOid: resolution.Oid,
        fileName: file.name,
        content: await base64Of(file),
      });
      say(t.attachmentAdded(file.name));
      await onChange();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(a: { Oid: number; FileName: string }) {
    setFailure(null);
    try {
      await callApi('RemoveResolutionAttachment', { attachmentOid: a.Oid });
      say(t.attachmentRemoved(a.FileName));
      await onChange();
    } catch (e) {
      setFailure(messageOf(e));
    }
  }

  return (
    <section className="resolution-desk-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.attachments}</h2>
      {resolution.Attachments.length === 0 ? (
        <p className="resolution-desk-note">{t.noAttachments}</p>
      ) : (
        <ul className="resolution-attachments">
          {resolution.Attachments.map((a) => (
            <li key={a.Oid}>
              <a href={apiUrl(`/api/resolution/attachment/${a.Oid}`)} download>
                {a.FileName}
              </a>{' '}
              {editable && (
                <button
                  type="button"
                  className="btn btn-small btn-outline"
                  aria-label={t.removeAttachment(a.FileName)}
                  onClick={() => remove(a)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="field">
          <label htmlFor={id}>{t.addAttachment}</label>
          <input
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(e) => add(e.currentTarget)}
          />
          <small id={`${id}-hint`} className="field-hint">
            {t.attachmentsHint}
          </small>
        </div>
      )}
      <FormMessage text={failure} />
    </section>
  );
}
