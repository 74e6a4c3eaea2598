import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App, newQueryClient } from './app/App.js';
import { preloadPageOf } from './app/lazyPage.js';
import { loadAppSettings } from './shared/api/settings.js';
import { currentMessages, I18nProvider, loadLanguage, storedLanguage } from './shared/i18n/index.js';
import { Spinner } from './shared/ui/Spinner.js';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;
// The server drew this page (ADR 0026) in the language of the visitor's cookie (ADR 0037): the app takes over what is
// on screen instead of painting anew. A drawing in another language (a choice kept only in this tab) is painted anew.
const drawn = container.dataset.drawn !== undefined && container.dataset.drawn === storedLanguage();
let root: Root | null = drawn ? null : createRoot(container);
// The answers the page was drawn with (ADR 0027): the app starts from them, so it draws what is on screen.
const queryClient = newQueryClient();
const drawnData = drawn && document.getElementById('app-data')?.textContent;
if (drawnData) hydrate(queryClient, JSON.parse(drawnData));

/** Settings come first (spec section 7): nothing renders but a spinner until they are here. */
async function boot() {
  // The page's chunk, preloaded by the shell, is fetched at once. Painting anew, the app waits for it: the first
  // render is the page, never its spinner. Taking over a drawn page, it does not: the page stays on screen until its
  // chunk is here, and the app listens to clicks and typing from its first moment (React replays them).
  const page = preloadPageOf(window.location.pathname);
  root?.render(<Spinner label={currentMessages().app.loading} />);
  try {
    const [settings] = await Promise.all([loadAppSettings(), loadLanguage(storedLanguage()), root && page]);
    const app = (
      <StrictMode>
        <I18nProvider>
          <App settings={settings} queryClient={queryClient} />
        </I18nProvider>
      </StrictMode>
    );
    if (root) root.render(app);
    else
      startTransition(() => {
        root = hydrateRoot(container, app);
      });
  } catch {
    const m = currentMessages();
    root ??= createRoot(container);
    root.render(
      <div className="boot-error" role="alert">
        <p>{m.app.settingsFailed}</p>
        <button type="button" className="btn" onClick={() => boot()}>
          {m.app.retry}
        </button>
      </div>,
    );
  }
}
void boot();
