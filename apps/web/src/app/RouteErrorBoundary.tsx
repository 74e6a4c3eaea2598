import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../shared/i18n/index.js';
import { ChunkLoadError, retryFailedChunks } from '../shared/lazy.js';
import { PageFrame } from '../shared/ui/PageFrame.js';

/**
 * Catches what goes wrong while a route renders, so a page is never left blank: a chunk that could not be fetched
 * (network, a new deployment) offers to fetch it again; any other error says so and offers to try again or go home.
 * The shell keys it by path, so another page starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // The citizen sees a sentence; the console keeps the detail for whoever looks into it.
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const retry = () => {
      retryFailedChunks();
      this.setState({ error: null });
    };
    return <RouteError chunk={error instanceof ChunkLoadError} onRetry={retry} />;
  }
}

function RouteError({ chunk, onRetry }: { chunk: boolean; onRetry(): void }) {
  const { m } = useI18n();
  const t = m.routeError;
  return (
    <PageFrame title={chunk ? t.chunkTitle : t.renderTitle}>
      <div className="notice notice-error" role="alert">
        <p>{chunk ? t.chunkBody : t.renderBody}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onRetry}>
            {m.app.retry}
          </button>
          <Link to="/anasayfa" className="btn btn-outline">
            {t.home}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
