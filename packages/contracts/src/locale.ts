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
    // Never the allowed values themselves: they are the contract's internal codes ("RECEIVED", "CUT" …).
    if (issue.code === 'invalid_value') return 'İzin verilen seçeneklerden biri değil.';
    // Nor the pattern a text must match: a schema without its own sentence says only that the form is wrong.
    if (issue.code === 'invalid_format' && issue.format === 'regex') return 'Geçersiz biçim.';
    return undefined;
  },
});
