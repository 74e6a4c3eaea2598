import type { AddressInfo } from 'node:net';
import { createSimulatorServer, type SimulatorServer, type SimulatorServerOptions } from '../src/app.js';

export interface Running extends SimulatorServer {
  base: string;
  close(): Promise<void>;
}

/** Starts the simulators on a free port with the default settings (not the caller's environment). */
export async function start(options: SimulatorServerOptions = {}): Promise<Running> {
  const app = createSimulatorServer({ env: {}, ...options });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    ...app,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        app.server.closeAllConnections();
        app.server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const decodeEntities = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** name → value of the hidden inputs of a page. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = decodeEntities(match[2]);
  }
  return fields;
}

/** The action of the first form with method post. */
export function postAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no post form');
  return decodeEntities(match[1]);
}
