import type { FileRef } from '@e-belediye/contracts';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { PageKind } from './pages.js';
import type { Step } from './StepForm.js';

/** An uploaded file attached to a declaration. */
export type Attachment = FileRef;

/** The file picker of the last step, fetched as the citizen moves on from the first (ADR 0010). */
export const FileUpload = lazyPart(
  () => import('../../shared/ui/FileUpload.js'),
  (m) => m.FileUpload,
);

/** At most this many files with one declaration (the contract's limit). */
const MAX_FILES = 10;

/**
 * The last step: the documents that back the declaration (title deed, lease, a photo of the board); optional. An
 * amendment lists the files of the version it amends, which the citizen keeps or removes.
 */
export function attachmentsStep<V extends { attachments: Attachment[] }>(
  t: DeclarationsTexts,
  kind: PageKind,
  amending: boolean,
): Step<V> {
  const a = t.attachments;
  return {
    key: 'attachments',
    title: a.title,
    render: ({ values, set }) => (
      <>
        <p className="muted">{a.intro[kind]}</p>
        {amending && <p className="muted">{a.carried}</p>}
        <WhileLoading>
          <FileUpload
            purpose="declaration"
            label={a.label}
            value={values.attachments}
            onChange={(files: Attachment[]) => set('attachments')(files as V['attachments'])}
            max={MAX_FILES}
          />
        </WhileLoading>
      </>
    ),
    check: () => ({}),
    answers: (v) => [[a.title, v.attachments.length ? v.attachments.map((f) => f.FileName).join(', ') : a.none]],
  };
}
