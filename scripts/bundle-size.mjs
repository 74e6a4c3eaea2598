// First-load JavaScript of every page, gzip: what the shell loads (index.html's entry and its preloads) plus the
// chunks the server preloads for that route (dist/route-chunks.json, written by the build). `--check` fails when
// any page, public or member, carries more than the budget of docs/adr/0010 — the same figure on every machine,
// unlike Lighthouse's. A member may open any of theirs first too (a link, a bookmark, a reload).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 120;
const dist = process.env.WEB_OUT_DIR ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist');

const gzipped = new Map();
function size(file) {
  if (!gzipped.has(file)) {
    const buf = readFileSync(join(dist, file));
    gzipped.set(file, { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length });
  }
  return gzipped.get(file);
}

/** The scripts index.html loads before any page: the entry and the chunks it preloads. */
function shellScripts() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/modulepreload"[^>]*href="([^"]+\.js)"/g),
  ];
  return srcs.map((m) => m[1]);
}

/** Each page route with the gzip and raw size of the JavaScript its first load brings. */
export function firstLoads() {
  const routes = JSON.parse(readFileSync(join(dist, 'route-chunks.json'), 'utf8'));
  const shell = shellScripts();
  return Object.entries(routes).map(([route, { js }]) => {
    const files = new Set([...shell, ...js]);
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const s = size(f.replace(/^\//, ''));
      raw += s.raw;
      gz += s.gz;
    }
    return { route, raw, gz, chunks: files.size };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const rows = firstLoads().sort((a, b) => b.gz - a.gz);
  console.log(`\nFirst-load JavaScript per page (gzip level 9; budget ${BUDGET_KIB} KiB)`);
  for (const { route, raw, gz, chunks } of rows) {
    const over = gz <= BUDGET_KIB * 1024 ? '' : '  ✗ over budget';
    console.log(
      `  ${route.padEnd(44)} ${(gz / 1024).toFixed(1).padStart(6)} KiB (${(raw / 1024).toFixed(1)} KiB raw, ${chunks} chunks)${over}`,
    );
  }
  const over = rows.filter((r) => r.gz > BUDGET_KIB * 1024);
  if (check && over.length) {
    console.error(
      `\n${over.length} page(s) over the ${BUDGET_KIB} KiB first-load budget: ${over.map((r) => r.route).join(', ')}`,
    );
    process.exit(1);
  }
}
