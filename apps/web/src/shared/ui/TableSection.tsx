import type { ReactNode } from 'react';
import { messageOf } from '../api/client.js';
import { useI18n } from '../i18n/index.js';
import { Spinner } from './Spinner.js';
import { TableScroll } from './TableScroll.js';

/** Spinner while loading, the server's sentence on failure, the content once there. */
export function Loadable({ query, children }: { query: { isPending: boolean; error: unknown }; children: ReactNode }) {
  const { m } = useI18n();
  if (query.isPending) return <Spinner label={m.app.loading} />;
  if (query.error)
    return (
      <p className="form-message form-message-error" role="alert">
        {messageOf(query.error)}
      </p>
    );
  return <>{children}</>;
}

/**
 * A titled table of a page: loading and failure states, the empty sentence, the table in its named scroll box; `tools`
 * (a filter) stand beside the title, outside what loads.
 */
export function TableSection({
  id,
  title,
  query,
  empty,
  tools,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; error: unknown; data?: readonly unknown[] };
  empty: string;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="debt-section">
      {tools ? (
        <div className="table-toolbar section-toolbar">
          <h2 id={id}>{title}</h2>
          {tools}
        </div>
      ) : (
        <h2 id={id}>{title}</h2>
      )}
      <Loadable query={query}>
        {query.data?.length === 0 ? (
          <p className="table-message">{empty}</p>
        ) : (
          <TableScroll label={title} className="table-block">
            {children}
          </TableScroll>
        )}
      </Loadable>
    </section>
  );
}
