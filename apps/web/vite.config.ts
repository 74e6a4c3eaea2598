import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** What almost every service page imports (ADR 0010): the entry carries it once. */
const EVERY_SERVICE =
  /[\\/](shared[\\/]api[\\/]useCall|shared[\\/]ui[\\/](Form|Fact|LaterPart|useDebounced)|contracts[\\/]src[\\/]format)\.tsx?$|[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
const api = process.env.API_URL ?? 'http://localhost:3000';
// WEB_OUT_DIR: a build of its own (an absolute path), so that two builds side by side do not overwrite each other.
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/AppSetting.json': api },
  },
  // The server's drawing of a page (src/prerender.tsx, ADR 0026) is one self-contained module: the API loads it
  // from the build wherever the build is copied, without the web app's packages beside it.
  ssr: { noExternal: true },
  // React's production build on the server too: the development one is slower and writes its stacks into the page.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: `${outDir}/ssr`, sourcemap: false, copyPublicDir: false, emptyOutDir: true }
    : {
        outDir,
        sourcemap: false,
        manifest: true,
        // React, the router and the shell are one ~330 kB (raw) entry; the real guard is scripts/bundle-size.mjs (gzip).
        chunkSizeWarningLimit: 340,
        // Everything the entry imports is one chunk: left to itself the bundler cut the shell into six, by which page
        // chunks import each part, and every page paid ~2.7 KiB (gzip) more for the files' separate compression.
        // The small parts nearly every service page uses (the call hooks, forms, amounts) go with it too: apart, each
        // was a chunk of its own compressed alone, and the heaviest pages paid for the separate headers and lost context.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                { name: 'shell', test: EVERY_SERVICE },
              ],
            },
          },
        },
      },
}));
