import { createHash } from 'node:crypto';

/**
 * How a page drawn by the server starts the app (ADR 0061). The page paints from its HTML alone; the app's scripts
 * are asked for only after that first paint, so a slow phone spends its first bytes and its processor on what the
 * person reads, and the scripts never stand between the HTML and its largest text.
 *
 * The scripts to fetch are named in a data block (`#app-scripts`), so this starter is the same text on every page
 * and the content security policy allows it by its hash alone: no other inline script can run.
 */
export const APP_START = [
  '(function(){',
  'var d=document,s=JSON.parse(d.getElementById("app-scripts").textContent),done=0;',
  'function go(){if(done)return;done=1;',
  's.preload.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});',
  'var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s.entry;d.head.appendChild(e)}',
  // After the frame that paints the page; a tab opened in the background, which draws no frame, starts anyway.
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)',
  '})()',
].join('');

/** The starter's hash for the `script-src` directive. */
export const APP_START_HASH = `'sha256-${createHash('sha256').update(APP_START).digest('base64')}'`;

/** The shell's entry script, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A drawn page's shell without its entry script, and the elements that start the app after the first paint:
 * the entry and the route's chunks as data, then the starter.
 */
export function startAfterPaint(shell: string, chunks: string[]): { shell: string; start: string } | null {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return null;
  const scripts = JSON.stringify({ entry, preload: chunks }).replace(/</g, '\\u003c');
  return {
    shell: shell.replace(ENTRY_SCRIPT, ''),
    start: `<script id="app-scripts" type="application/json">${scripts}</script><script>${APP_START}</script>`,
  };
}
