// Run by the web build (scripts/build-web.mjs) after `vite build`: which chunks each page route needs at first
// load, so the server names them in the shell it sends (<link rel="modulepreload">) and the browser fetches them
// beside the entry instead of after it. Written to dist/route-chunks.json: { "/FastPayment": { js, css } }.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { entries } from '../src/app/manifest.js';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const web = join(import.meta.dirname, '..');
// WEB_OUT_DIR: a build of its own, so that two builds side by side do not overwrite each other.
const dist = process.env.WEB_OUT_DIR ?? join(web, 'dist');
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entry = manifest['index.html'];

// What the shell already loads: the entry and its static imports.
const inShell = new Set<string>(['index.html', ...(entry?.imports ?? [])]);

/** The source file a page loader imports, as the Vite manifest names it (src/…/X.tsx). */
function sourceOf(load: () => unknown): string | null {
  const specifier = /import\(\s*["']([^"']+)["']\s*\)/.exec(String(load))?.[1];
  if (!specifier) return null;
  const base = resolve(web, 'src', 'app', specifier).replace(/\.js$/, '');
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
  return file ? relative(web, file) : null;
}

function collect(key: string, js: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || inShell.has(key) || js.has(`/${chunk.file}`)) return;
  js.add(`/${chunk.file}`);
  for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
  for (const imported of chunk.imports ?? []) collect(imported, js, css);
}

// `access` lets the size check tell pages a visitor may open first from pages reached after signing in.
const routes: Record<string, { js: string[]; css: string[]; access: string }> = {};
for (const e of entries) {
  if (!e.live) continue;
  const source = sourceOf(e.page.load);
  if (!source || !manifest[source]) continue;
  const js = new Set<string>();
  const css = new Set<string>();
  collect(source, js, css);
  routes[e.path] = { js: [...js], css: [...css], access: e.access };
}
writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify(routes));
