// First-load JavaScript of a route, gzip: the entry chunk, the route's lazy chunk and everything they import.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

export function firstLoad(pageModule) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const keys = closure([entry, pageModule]);
  let raw = 0;
  let gz = 0;
  for (const key of keys) {
    const buf = readFileSync(join(dist, manifest[key].file));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz, chunks: keys.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = {
    '/anasayfa': 'src/app/pages/HomePage.tsx',
    '/EstateStreetValuation': 'src/features/lookups/StreetValuationPage.tsx',
    '/ResolutionCouncilObservation': 'src/features/resolutions/ResolutionsPage.tsx',
  };
  console.log('\nFirst-load JavaScript (gzip, level 9)');
  for (const [route, mod] of Object.entries(pages)) {
    const { raw, gz, chunks } = firstLoad(mod);
    console.log(
      `  ${route.padEnd(32)} ${(gz / 1024).toFixed(1)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw, ${chunks} chunks)`,
    );
  }
}
