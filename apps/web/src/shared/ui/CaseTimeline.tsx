import type { FileRef } from '@e-belediye/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.js';
import { formatInstant } from '../instant.js';

/** One step of a case's course, as a complaint and an objection both record it. */
export interface CaseEvent {
  At: string;
  Kind: string;
  Text: string | null;
  ByCitizen: boolean;
  /** The clerk's name, read on the desk only. */
  StaffName: string | null;
  Files: FileRef[];
}

/**
 * A case's course, oldest first: each step named, with its time, who acted and its files; the desk also sees the
 * clerk. Text is rendered as text (React escapes whatever the citizen or staff typed). `prefix` keeps each
 * service's own styles (complaint-…, objection-…).
 */
export function CaseTimeline<E extends CaseEvent>(props: {
  entries: E[];
  prefix: 'complaint' | 'objection';
  /** What the step is called, in the page's language. */
  name(e: E): string;
  /** "Vatandaş" when the citizen acted. */
  byCitizen: string;
  /** Who acted when not the citizen (a department), if the service names one. */
  actor?(e: E): string | null;
  showStaff?: boolean;
  /** A step's own class (a complaint's kind and its internal notes). */
  itemClass?(e: E): string | undefined;
  files(files: FileRef[]): ReactNode;
}) {
  const { language } = useI18n();
  const { prefix } = props;
  return (
    <ol className={`${prefix}-timeline`}>
      {props.entries.map((e) => (
        <li key={`${e.At}|${e.Kind}|${e.Text ?? ''}`} className={props.itemClass?.(e)}>
          <p className={`${prefix}-event-head`}>
            <strong>{props.name(e)}</strong>
            <span className={`${prefix}-hint`}>
              {' · '}
              {formatInstant(e.At, language)}
              {e.ByCitizen ? ` · ${props.byCitizen}` : props.actor?.(e) ? ` · ${props.actor(e)}` : ''}
              {props.showStaff && e.StaffName ? ` · ${e.StaffName}` : ''}
            </span>
          </p>
          {e.Text && <p className={`${prefix}-event-text`}>{e.Text}</p>}
          {props.files(e.Files)}
        </li>
      ))}
    </ol>
  );
}
