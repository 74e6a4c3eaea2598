// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (proxying /api to the API).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(import.meta.dirname, '..');
ensureDeps();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: join(root, 'apps', 'web'), stdio: 'inherit' }),
  spawn(process.execPath, ['--import', 'tsx', 'apps/simulators/src/server.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
