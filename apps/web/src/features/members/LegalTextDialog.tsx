import { useRef } from 'react';
import { useModalDialog } from '../../shared/routing/focus.js';
import { Icon } from '../../shared/ui/Icon.js';
import { useMembersTexts } from './i18n/index.js';

export interface LegalText {
  title: string;
  paragraphs: readonly string[];
}

/** A text the applicant accepts (membership agreement, KVKK notice), to read in a modal dialog before ticking. */
export function LegalTextDialog({ text, onClose }: { text: LegalText; onClose(): void }) {
  const t = useMembersTexts().signUp;
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref);
  return (
    <dialog ref={ref} className="dialog legal-dialog" aria-labelledby="legal-title" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="legal-title">{text.title}</h2>
        <button type="button" className="icon-btn" aria-label={t.close} onClick={() => ref.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      <div className="legal-text">
        {text.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => ref.current?.close()}>
          {t.close}
        </button>
      </div>
    </dialog>
  );
}
