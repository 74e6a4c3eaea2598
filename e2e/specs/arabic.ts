import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * What an Arabic page must not show (ADR 0056): a text of the Turkish or English catalogues of the citizen pages
 * or of the manifest's titles — the sign that a part of the page was not translated or fell back to Turkish.
 * A text whose element says it is in another language (`lang="tr"`, as the Dil control's options and the
 * municipality's own notices do) is that language on purpose and not counted.
 */
const webSrc = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

/** Every plain text of a catalogue (its functions need arguments of their own kinds: the type check covers them). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function vocabulary(): Promise<Set<string>> {
  const files = [
    join(webSrc, 'shared', 'i18n', 'tr.ts'),
    join(webSrc, 'shared', 'i18n', 'en.ts'),
    ...readdirSync(join(webSrc, 'features')).flatMap((feature) => {
      const dir = join(webSrc, 'features', feature, 'i18n');
      try {
        return readdirSync(dir)
          .filter((f) => /(?:^|\.)(tr|en)\.ts$/.test(f))
          .map((f) => join(dir, f));
      } catch {
        return [];
      }
    }),
  ];
  const words = new Set<string>();
  for (const file of files) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const text of strings(mod.tr ?? mod.en)) {
      // Short words and the texts the same in every language (brands, "—", "SMS") say nothing of a language.
      if (text.length >= 4 && /[A-Za-zÇĞİÖŞÜçğıöşü]{3}/.test(text)) words.add(text.trim());
    }
  }
  const manifest = await import(join(webSrc, 'app', 'manifest.ts'));
  for (const entry of [manifest.home, ...manifest.services, ...manifest.groups])
    for (const text of [entry.title.tr, entry.title.en]) words.add(text);
  for (const same of ['VISA', 'Mastercard', 'IBAN', 'SMS', 'e-Devlet', 'PDF']) words.delete(same);
  return words;
}

let known: Promise<Set<string>> | undefined;

/** The Turkish or English texts of the portal that an Arabic page shows (visible text and accessible names). */
export async function untranslatedOnArabicPage(page: Page): Promise<string[]> {
  known ??= vocabulary();
  const words = await known;
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const foreign = (el: Element | null) => {
      const marked = el?.closest('[lang]');
      return marked ? !marked.getAttribute('lang')?.startsWith('ar') : false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !el || foreign(el) || el.closest('script, style, template, [hidden]')) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (foreign(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(name)?.trim();
        if (v) out.push(v);
      }
    }
    out.push(document.title);
    return out;
  });
  return [...new Set(shown.filter((text) => words.has(text) || words.has(text.replace(/[:：]$/, ''))))];
}
