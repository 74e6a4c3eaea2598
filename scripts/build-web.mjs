// Builds the web app when its build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'apps', 'web');
const built = join(web, 'dist', 'index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function buildWeb({ force = false } = {}) {
  const sources = [join(web, 'src'), join(web, 'public'), join(root, 'packages', 'contracts', 'src')];
  const stale =
    force ||
    !existsSync(built) ||
    Math.max(...sources.map(newest), statSync(join(web, 'index.html')).mtimeMs) > statSync(built).mtimeMs;
  if (!stale) return;
  console.log('Web uygulaması derleniyor…');
  execSync('npx vite build --logLevel warn', { cwd: web, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb({ force: true });
