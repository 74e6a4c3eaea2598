import { IMPORT_PART_MAX_BYTES, type ImportKind } from '@e-belediye/contracts';
import { type FormEvent, useId, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { describedBy, FieldNotes, SelectField } from '../../../shared/ui/Field.js';
import { toBase64 } from '../../../shared/ui/FileUpload.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { useSubmission } from '../../../shared/ui/FormDialog.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { useReportDownload } from '../../../shared/ui/reportDownload.js';
import { useImportsDeskTexts } from './texts.js';

/** In the order a first load goes: addresses and registries first, then what points at them; staff at any time. */
const KINDS: ImportKind[] = [
  'addresses',
  'registries',
  'properties',
  'subscriptions',
  'meters',
  'readings',
  'bills',
  'accruals',
  'collections',
  'staff',
];
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;

/**
 * Sends a file in parts of at most IMPORT_PART_MAX_BYTES (a file of millions of rows is larger than one call may
 * carry); the last part starts the dry run. Resolves to the import's id.
 */
async function uploadInParts(kind: ImportKind, file: File, onSent: (bytes: number) => void): Promise<number> {
  let importId: number | undefined;
  const parts = Math.max(1, Math.ceil(file.size / IMPORT_PART_MAX_BYTES));
  for (let partIndex = 0; partIndex < parts; partIndex++) {
    const start = partIndex * IMPORT_PART_MAX_BYTES;
    const slice = file.slice(start, start + IMPORT_PART_MAX_BYTES);
    const answer = await callApi('UploadImportFile', {
      importId,
      kind,
      fileName: file.name,
      partIndex,
      contentBase64: await toBase64(slice),
      last: partIndex === parts - 1,
    });
    importId = answer.ImportId;
    onSent(Math.min(file.size, start + slice.size));
  }
  return importId as number;
}

/** Choose the kind and the file; sending it starts the dry run, and the page turns to that import. */
export function UploadForm({ onUploaded }: { onUploaded(importId: number): void }) {
  const t = useImportsDeskTexts();
  const { say } = usePageStatus();
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>('registries');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [sent, setSent] = useState<number | null>(null);
  const sending = useSubmission();
  const sample = useReportDownload<ImportKind>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFileError(t.fileRequired);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setFileError(t.fileWrongType);
    setFileError(undefined);
    void sending.submit(async () => {
      setSent(0);
      try {
        const importId = await uploadInParts(kind, file, setSent);
        say(t.uploaded(file.name));
        onUploaded(importId);
      } finally {
        setSent(null);
      }
    });
  }

  return (
    <section aria-labelledby="imports-upload" className="debt-section">
      <h2 id="imports-upload">{t.uploadTitle}</h2>
      <form className="form-stack imports-upload-form" noValidate onSubmit={submit}>
        <SelectField
          label={t.kind}
          name="kind"
          value={kind}
          required
          options={KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
          onChange={(v) => setKind(v as ImportKind)}
        />
        <div className="field">
          <label htmlFor={fileId}>{t.file}</label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(fileId, t.fileHint, fileError)}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <FieldNotes id={fileId} hint={t.fileHint} error={fileError} />
        </div>
        {sent !== null && file && (
          <p className="field-hint" role="status">
            {t.uploading(megabytes(sent), megabytes(file.size))}
          </p>
        )}
        <FormMessage text={sending.failure} />
        <div className="imports-actions">
          <SubmitButton busy={sending.busy}>{t.upload}</SubmitButton>
          <button
            type="button"
            className="btn btn-outline"
            disabled={sample.busy !== null}
            onClick={() => sample.download(kind, () => callApi('GetImportSample', { kind }))}
          >
            {t.sampleDownload}
            <span className="sr-only">: {t.kinds[kind]}</span>
          </button>
        </div>
        <FormMessage text={sample.failure} />
      </form>
    </section>
  );
}
