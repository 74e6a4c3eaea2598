import type { ReactNode } from 'react';
import { messageOf } from '../api/client.js';
import { useI18n } from '../i18n/index.js';
import { Skeleton, SkeletonLines } from './Skeleton.js';
import { Spinner } from './Spinner.js';

/**
 * While loading a `placeholder` of the content's size (a spinner if none), the server's sentence on failure, the
 * content once there.
 */
export function Loadable({
  query,
  placeholder,
  children,
}: {
  query: { isPending: boolean; error: unknown };
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const { m } = useI18n();
  if (query.isPending) return placeholder ?? <Spinner label={m.app.loading} />;
  if (query.error)
    return (
      <p className="form-message form-message-error" role="alert">
        {messageOf(query.error)}
      </p>
    );
  return <>{children}</>;
}

/**
 * A titled table of a page: loading and failure states, the empty sentence, a keyboard-scrollable table. While
 * loading, `placeholderRows` grey lines hold about the table's height, so the blocks below it stay put.
 */
export function TableSection({
  id,
  title,
  query,
  empty,
  placeholderRows = 3,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; error: unknown; data?: readonly unknown[] };
  empty: string;
  placeholderRows?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="debt-section">
      <h2 id={id}>{title}</h2>
      <Loadable
        query={query}
        placeholder={
          <Skeleton className="table-block">
            <SkeletonLines count={placeholderRows + 1} />
          </Skeleton>
        }
      >
        {query.data?.length === 0 ? (
          <p className="table-message">{empty}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the table scrolls sideways; the keyboard must reach it
          <div className="table-block table-scroll" tabIndex={0}>
            {children}
          </div>
        )}
      </Loadable>
    </section>
  );
}
