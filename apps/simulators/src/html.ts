/** Escapes text for HTML element content and quoted attribute values. */
export function esc(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const style = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f5f6f8; line-height: 1.5; }
  header { background: #1f3a5f; color: #fff; padding: 0.75rem 1.5rem; }
  header p { margin: 0; font-size: 0.9rem; }
  main { max-width: 60rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border-radius: 6px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.15rem; margin-top: 1.75rem; }
  a { color: #0b4f9c; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #d5d9e0; vertical-align: top; }
  ul.people { list-style: none; padding: 0; }
  ul.people li { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
    padding: 0.5rem 0; border-bottom: 1px solid #d5d9e0; }
  fieldset { border: 1px solid #d5d9e0; border-radius: 4px; margin: 1rem 0; }
  label { margin-right: 1rem; }
  button { font: inherit; padding: 0.35rem 0.9rem; border-radius: 4px; border: 1px solid #1f3a5f;
    background: #1f3a5f; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1f3a5f; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #f0a500;
    outline-offset: 2px; }
  input, select { font: inherit; padding: 0.25rem 0.4rem; }
  .error { color: #a4141c; }
  .muted { color: #555; }
  code { background: #eef0f4; padding: 0 0.25rem; border-radius: 3px; }
`;

/** A whole page: Turkish, one h1, no scripts, no external resources. `body` is trusted HTML. */
export function page(title: string, h1: string, body: string): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${style}</style>
</head>
<body>
<header><p>Dış sistem simülatörü — gerçek bir kurum değildir</p></header>
<main>
<h1>${esc(h1)}</h1>
${body}
</main>
</body>
</html>`;
}
