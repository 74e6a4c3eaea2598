import { LANGUAGES, type Language } from '@e-belediye/contracts/languages';
import type { Settings } from '../../config/settings.js';

/** The unsubscribe link's words in the message's language. */
const UNSUBSCRIBE: Record<Language, string> = {
  tr: 'Bu hatırlatmaları almak istemiyorum',
  en: 'I do not want these reminders',
  ar: 'لا أرغب في تلقي هذه التذكيرات',
};

const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Addresses in the text become links whose words are the address itself, so a reader knows where they go. */
const linked = (text: string) =>
  htmlText(text).replace(
    /https?:\/\/[^\s<]+[^\s<.,;:!?)]/g,
    (url) => `<a href="${url}" style="color:#0b5cab">${url}</a>`,
  );

/**
 * The HTML part of a message: the same words as the text part, one paragraph per block, a heading with the
 * municipality's name on its colour, and the sender's identity (name, address, tax office and number) at the foot,
 * which a commercial electronic message must carry (6563 s. Kanun md. 6). The message's own lang and dir (Arabic
 * right to left), the municipality's Turkish name and identity marked Turkish, real headings and text at least
 * 16 px: a screen reader and a zoomed mail app read it like a page.
 */
export function mailHtml(
  settings: Settings,
  message: { subject: string; text: string; unsubscribeUrl?: string; language?: Language },
): string {
  const app = settings.app;
  const language = message.language ?? 'tr';
  // The municipality's name and legal identity are Turkish whatever the message's language.
  const turkish = language === 'tr' ? '' : ' lang="tr" dir="ltr"';
  const paragraphs = message.text
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 16px">${linked(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const unsubscribe = message.unsubscribeUrl
    ? `<p style="margin:0 0 8px"><a href="${htmlText(message.unsubscribeUrl)}" style="color:#0b5cab">${UNSUBSCRIBE[language]}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${language}"${LANGUAGES[language].dir === 'rtl' ? ' dir="rtl"' : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlText(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24">
<div role="article" aria-label="${htmlText(message.subject)}" style="max-width:600px;margin:0 auto;background:#ffffff">
<header style="background:#0b5cab;color:#ffffff;padding:16px 24px"><p${turkish} style="margin:0;font-size:18px;font-weight:bold">${htmlText(app.MunicipalityName)}</p></header>
<main style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${htmlText(message.subject)}</h1>
${paragraphs}
</main>
<footer style="padding:16px 24px;border-top:1px solid #c8ccd2;font-size:14px;color:#3b4148">
${unsubscribe}<p${turkish} style="margin:0">${htmlText(app.MunicipalityName)} · ${htmlText(app.MunicipalityAddress)} · ${htmlText(app.MunicipalityTaxOffice)} / ${htmlText(app.MunicipalityTaxNumber)}</p>
</footer>
</div>
</body>
</html>`;
}
