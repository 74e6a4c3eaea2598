import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSimulatorServer } from './app.js';

/**
 * Starts the simulators on SIMULATORS_PORT (default 3100) and their SMTP server on SIMULATORS_SMTP_PORT (default
 * the HTTP port + 25, where the API looks for it); everything else lives in app.ts.
 */
export function startSimulators(port = Number(process.env.SIMULATORS_PORT ?? 3100)) {
  const simulators = createSimulatorServer();
  simulators.server.listen(port, () => {
    console.log(`  Simülatörler: http://localhost:${port}`);
  });
  const smtpPort = Number(process.env.SIMULATORS_SMTP_PORT ?? port + 25);
  simulators.smtp.listen(smtpPort, () => {
    console.log(`  SMTP simülatörü: smtp://localhost:${smtpPort} (STARTTLS, kullanıcı bildirim)`);
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
