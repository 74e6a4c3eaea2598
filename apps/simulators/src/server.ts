import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSimulatorServer } from './app.js';

/** Starts the simulators on SIMULATORS_PORT (default 3100); everything else lives in app.ts. */
export function startSimulators(port = Number(process.env.SIMULATORS_PORT ?? 3100)) {
  const simulators = createSimulatorServer();
  simulators.server.listen(port, () => {
    console.log(`  Simülatörler: http://localhost:${port}`);
  });
  return simulators;
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) startSimulators();
