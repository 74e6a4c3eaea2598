import type { FilePurpose, FileRef } from '@e-belediye/contracts';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@e-belediye/contracts/files';
import { type ChangeEvent, useId, useState } from 'react';
import { ApiCallError, callApi } from '../api/client.js';
import { featureMessages, type Language, useI18n } from '../i18n/index.js';
import { describedBy, FieldNotes } from './Field.js';

// The component's few texts travel with it in Turkish and English (Arabic is fetched by those who choose it), so every form that uploads gets them.
const TEXTS = {
  tr: {
    label: 'Belgeler',
    hint: (max: number) => `PDF, JPEG veya PNG; her biri en çok 5 MB; en çok ${max} dosya.`,
    full: (max: number) => `En çok ${max} dosya eklenebilir.`,
    uploading: (name: string) => `Yükleniyor: ${name}`,
    uploaded: (name: string) => `Yüklendi: ${name}`,
    removed: (name: string) => `Kaldırıldı: ${name}`,
    remove: 'Kaldır',
    removeLabel: (name: string) => `${name} dosyasını kaldır`,
    tooLarge: (name: string) => `${name}: Dosya en çok 5 MB olabilir.`,
    failed: 'Dosya yüklenemedi. Lütfen tekrar deneyiniz.',
    list: 'Eklenen dosyalar',
  },
  en: {
    label: 'Documents',
    hint: (max: number) => `PDF, JPEG or PNG; at most 5 MB each; at most ${max} files.`,
    full: (max: number) => `At most ${max} files can be added.`,
    uploading: (name: string) => `Uploading: ${name}`,
    uploaded: (name: string) => `Uploaded: ${name}`,
    removed: (name: string) => `Removed: ${name}`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    tooLarge: (name: string) => `${name}: A file may be at most 5 MB.`,
    failed: 'The file could not be uploaded. Please try again.',
    list: 'Added files',
  },
} satisfies Record<Exclude<Language, 'ar'>, unknown>;
export type FileUploadTexts = typeof TEXTS.tr;
const english = () => Promise.resolve({ en: TEXTS.en });
const arabic = () => import('./FileUpload.ar.js');

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A file (or a slice of one) as base64, the way the API's JSON calls carry bytes. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with millions of arguments would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Saves an uploaded file under its own name: fetched through GetFile (its uploader or the service's staff). */
export async function downloadFile(file: Pick<FileRef, 'FileId'>): Promise<void> {
  const got = await callApi('GetFile', { FileId: file.FileId });
  const bytes = Uint8Array.from(atob(got.ContentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: got.ContentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = got.FileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A form's documents: a labelled file input, the files added so far with a button to remove each, and the
 * server's refusal (wrong type, too large) under the field. Each chosen file is uploaded at once; the form keeps
 * only the refs (`value`) and sends their ids with the record.
 */
export function FileUpload({
  purpose,
  value,
  onChange,
  max = 5,
  label,
  hint,
}: {
  purpose: FilePurpose;
  value: FileRef[];
  onChange(files: FileRef[]): void;
  max?: number;
  label?: string;
  hint?: string;
}) {
  const { language } = useI18n();
  const t = featureMessages(language, TEXTS.tr, english, arabic);
  const id = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const full = value.length >= max;
  const note = hint ?? t.hint(max);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    // Cleared at once, so choosing the same file again (after removing it) is a change too.
    input.value = '';
    setError(undefined);
    let files = value;
    for (const file of chosen) {
      if (files.length >= max) {
        setError(t.full(max));
        break;
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        setError(t.tooLarge(file.name));
        continue;
      }
      setUploading(file.name);
      setAnnouncement(t.uploading(file.name));
      try {
        const ref = await callApi('UploadFile', {
          FileName: file.name,
          ContentBase64: await toBase64(file),
          Purpose: purpose,
        });
        files = [...files, ref];
        onChange(files);
        setAnnouncement(t.uploaded(ref.FileName));
      } catch (e) {
        setError(e instanceof ApiCallError ? e.message : t.failed);
        setAnnouncement('');
      }
    }
    setUploading(null);
  }

  function remove(file: FileRef) {
    onChange(value.filter((f) => f.FileId !== file.FileId));
    setAnnouncement(t.removed(file.FileName));
    setError(undefined);
  }

  return (
    <div className="field file-upload" aria-busy={uploading !== null}>
      <label htmlFor={id}>{label ?? t.label}</label>
      <input
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={max - value.length > 1}
        disabled={full || uploading !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, full ? t.full(max) : note, error)}
        onChange={(e) => void choose(e)}
      />
      <FieldNotes id={id} hint={full ? t.full(max) : note} error={error} announce />
      {uploading !== null && (
        <p className="field-hint">
          <span className="spinner spinner-small" aria-hidden="true" /> {t.uploading(uploading)}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={t.list} className="file-upload-list">
          {value.map((f) => (
            <li key={f.FileId}>
              <span>{f.FileName}</span> <span className="field-hint">({sizeText(f.SizeBytes)})</span>{' '}
              <button
                type="button"
                className="btn btn-outline btn-small"
                aria-label={t.removeLabel(f.FileName)}
                onClick={() => remove(f)}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
