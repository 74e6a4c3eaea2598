import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { loadAppSettings } from './shared/api/settings.js';
import { currentMessages, I18nProvider, loadLanguage, storedLanguage } from './shared/i18n/index.js';
import { Spinner } from './shared/ui/Spinner.js';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

/** Settings come first (spec section 7): nothing renders but a spinner until they are here. */
async function boot() {
  root.render(<Spinner label={currentMessages().app.loading} />);
  try {
    const [settings] = await Promise.all([loadAppSettings(), loadLanguage(storedLanguage())]);
    root.render(
      <StrictMode>
        <I18nProvider>
          <App settings={settings} />
        </I18nProvider>
      </StrictMode>,
    );
  } catch {
    const m = currentMessages();
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
