// `npm start`: installs what is missing, builds the web app, starts the portal (API + web on one origin,
// embedded PGlite with demo data unless DATABASE_URL is set) and the outside-system simulators.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWeb } from './build-web.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(import.meta.dirname, '..');
ensureDeps();
buildWeb();

const port = process.env.PORT ?? '3000';
const simPort = process.env.SIMULATORS_PORT ?? String(Number(port) + 100);
const env = {
  ...process.env,
  PORT: port,
  SIMULATORS_PORT: simPort,
  WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps', 'web', 'dist'),
  SIMULATORS_URL: process.env.SIMULATORS_URL ?? `http://localhost:${simPort}`,
};
const run = (file) => spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, env, stdio: 'inherit' });

const children = [run('apps/simulators/src/server.ts'), run('apps/api/src/server.ts')];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exit(code);
    }
  });
}
