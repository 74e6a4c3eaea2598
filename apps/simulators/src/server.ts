import { createServer } from 'node:http';

/** The outside systems' simulators (banks, e-Devlet, population registry, SMS gateway) share this port.
 * Each arrives with its capability; until then the index lists what is available. */
const simulators: Array<{ path: string; name: string }> = [];

const port = Number(process.env.SIMULATORS_PORT ?? 3100);
const page = () => `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Simülatörler</title></head>
<body><h1>Dış sistem simülatörleri</h1>${
  simulators.length
    ? `<ul>${simulators.map((s) => `<li><a href="${s.path}">${s.name}</a></li>`).join('')}</ul>`
    : '<p>Henüz etkin simülatör yok.</p>'
}</body></html>`;

createServer((req, res) => {
  if (req.url === '/health') {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'ok', simulators: simulators.length }));
    return;
  }
  if (req.url === '/' || req.url === '') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Bulunamadı');
}).listen(port, () => {
  console.log(`  Simülatörler: http://localhost:${port}`);
});
