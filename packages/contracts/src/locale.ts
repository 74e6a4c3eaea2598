import { z } from 'zod';

// Validation messages in Turkish on both sides (server answers and form errors): zod's Turkish locale, with the
// most common cases reworded the way a citizen reads them.
const kinds: Record<string, string> = {
  number: 'bir sayı',
  int: 'bir tam sayı',
  string: 'bir metin',
  boolean: 'evet ya da hayır',
  object: 'bir kayıt',
  array: 'bir liste',
};

z.config(z.locales.tr());
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return 'Bu alan zorunludur.';
      return `Geçersiz değer: ${kinds[issue.expected] ?? issue.expected} bekleniyor.`;
    }
    if (issue.code === 'too_big' || issue.code === 'too_small') {
      const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
      const unit = issue.origin === 'string' ? ' karakter' : issue.origin === 'array' ? ' kayıt' : '';
      return issue.code === 'too_big' ? `En fazla ${bound}${unit} olabilir.` : `En az ${bound}${unit} olmalıdır.`;
    }
    return undefined;
  },
});
