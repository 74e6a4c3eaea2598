// Installs the npm packages when they are missing or older than the lock file. Node built-ins only:
// this runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

export function ensureDeps() {
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('npm paketleri kuruluyor…');
  // `npm install` keeps the lock's versions; `npm ci` would reject a lock written without registry metadata
  // for other platforms' optional packages (machines here set omit-lockfile-registry-resolved).
  execSync('npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
