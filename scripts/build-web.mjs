// Builds the web app when its build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const web = join(root, 'apps', 'web');
// WEB_OUT_DIR: a build of its own, so that two builds side by side do not overwrite each other.
const out = process.env.WEB_OUT_DIR ?? join(web, 'dist');
const built = join(out, 'index.html');

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
  // The server's drawing of each page's first paint (src/prerender.tsx, ADR 0026), into dist/ssr.
  execSync('npx vite build --ssr src/prerender.tsx --logLevel warn', { cwd: web, stdio: 'inherit' });
  execSync('node --import tsx scripts/route-chunks.ts', { cwd: web, stdio: 'inherit' });
  precompress(out);
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Brotli and gzip copies beside every text asset, made once at build: the server sends them by negotiation. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    // dist/ssr is the server's own module, never sent to a browser.
    if (entry.isDirectory()) entry.name !== 'ssr' && precompress(p);
    else if (COMPRESSIBLE.test(entry.name) && statSync(p).size > 512) {
      const body = readFileSync(p);
      writeFileSync(`${p}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb({ force: true });
