import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { I18nProvider, rememberLanguage, storedLanguage, useI18n } from './index.js';

function Chooser() {
  const { language, setLanguage } = useI18n();
  return (
    <button type="button" onClick={() => setLanguage('en')}>
      {language}
    </button>
  );
}

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the choice as a browser would.
  document.cookie = 'ebs_lang=; Path=/; Max-Age=0';
};
afterEach(() => {
  clearCookie();
  localStorage.clear();
});

it('keeps the chosen language in a cookie the server reads, and reads it back first', async () => {
  render(
    <I18nProvider>
      <Chooser />
    </I18nProvider>,
  );
  await act(async () => screen.getByRole('button').click());
  expect(document.cookie).toContain('ebs_lang=en');
  expect(storedLanguage()).toBe('en');
  localStorage.clear();
  expect(storedLanguage()).toBe('en');
});

it('moves a choice stored before the cookie existed into the cookie; none is Turkish', () => {
  expect(storedLanguage()).toBe('tr');
  expect(document.cookie).not.toContain('ebs_lang');
  localStorage.setItem('language', 'en');
  expect(storedLanguage()).toBe('en');
  expect(document.cookie).toContain('ebs_lang=en');
});

it('sets the document language and direction from the list of languages', () => {
  rememberLanguage('en');
  render(
    <I18nProvider>
      <Chooser />
    </I18nProvider>,
  );
  expect(document.documentElement.lang).toBe('en');
  expect(document.documentElement.dir).toBe('ltr');
});
