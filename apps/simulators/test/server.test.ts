import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, start } from './support.js';

let sim: Running;
beforeAll(async () => {
  sim = await start();
});
afterAll(() => sim.close());

describe('simulator server', () => {
  it('lists the three simulators on the Turkish index page', async () => {
    const html = await (await fetch(`${sim.base}/`)).text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<h1>Dış sistem simülatörleri</h1>');
    for (const path of ['/edevlet', '/nis', '/netgsm']) expect(html).toContain(`href="${path}"`);
  });

  it('reports health as JSON', async () => {
    const res = await fetch(`${sim.base}/health`);
    expect(await res.json()).toEqual({ status: 'ok', simulators: 8 });
  });

  it('answers 404 for unknown paths, also under a simulator prefix', async () => {
    expect((await fetch(`${sim.base}/yok`)).status).toBe(404);
    expect((await fetch(`${sim.base}/edevlet/yok`)).status).toBe(404);
  });

  it('serves each simulator its own Turkish start page', async () => {
    for (const path of ['/edevlet', '/nis', '/netgsm/inbox']) {
      const res = await fetch(`${sim.base}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html.match(/<h1>/g), path).toHaveLength(1);
      expect(html, path).not.toContain('<script');
    }
  });
});
