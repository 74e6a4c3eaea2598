import { expect, it } from 'vitest';
import { en } from './en.js';
import { tr } from './tr.js';

it("speaks Turkish on the Turkish screen and uses the spec's English form messages verbatim on the English one", () => {
  expect(tr.forms.required).toBe('Bu alan zorunludur.');
  expect(tr.forms.email).toBe('Geçerli bir e-posta adresi giriniz.');
  expect(en.forms.required).toBe('this field is required');
  expect(en.forms.email).toBe('email is not valid');
});
