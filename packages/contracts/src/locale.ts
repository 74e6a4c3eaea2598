import { z } from 'zod';

// Validation messages in Turkish on both sides (server answers and form errors): zod's Turkish locale, with every
// case reworded the way a citizen reads it.
const kinds: Record<string, string> = {
  number: 'bir sayı',
  int: 'bir tam sayı',
  bigint: 'bir tam sayı',
  nan: 'bir sayı',
  string: 'bir metin',
  boolean: 'evet ya da hayır',
  date: 'bir tarih',
  object: 'bir kayıt',
  record: 'bir kayıt',
  array: 'bir liste',
  tuple: 'bir liste',
  set: 'bir liste',
  map: 'bir liste',
  file: 'bir dosya',
};

/** The formats a citizen knows by name; any other (a UUID, a token…) is only "the form is wrong". */
const formats: Record<string, string> = {
  email: 'e-posta adresi',
  url: 'internet adresi',
  date: 'ISO tarih',
  datetime: 'ISO tarih ve saat',
  time: 'ISO saat',
  duration: 'süre',
  iban: 'IBAN',
  e164: 'telefon numarası',
  credit_card: 'kart numarası',
};

/** What a bound counts: characters of a text, items of a list, bytes of a file, nothing for a number. */
const units: Record<string, string> = {
  string: ' karakter',
  array: ' kayıt',
  set: ' kayıt',
  map: ' kayıt',
  file: ' bayt',
};

const trDate = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A size's bound: a date's as a Turkish date, a number's as it is. */
const boundText = (origin: string, bound: unknown) =>
  origin === 'date' && (bound instanceof Date || typeof bound === 'number')
    ? trDate.format(new Date(bound))
    : String(bound);

/**
 * Too big or too small, for every origin zod measures. Each wording here has its English and Arabic in the API's
 * phrasebook (`apps/api/src/http/messages/validation.ts`), and a test produces every one of them.
 */
function sizeMessage(issue: {
  code: 'too_big' | 'too_small';
  origin: string;
  inclusive?: boolean;
  exact?: boolean;
  maximum?: unknown;
  minimum?: unknown;
}): string {
  const big = issue.code === 'too_big';
  const bound = boundText(issue.origin, big ? issue.maximum : issue.minimum);
  if (issue.origin === 'date') {
    if (issue.inclusive === false) return big ? `${bound} öncesi olmalıdır.` : `${bound} sonrası olmalıdır.`;
    return big ? `En geç ${bound} olabilir.` : `En erken ${bound} olabilir.`;
  }
  const unit = units[issue.origin] ?? '';
  if (issue.exact) return `Tam ${bound}${unit} olmalıdır.`;
  if (issue.inclusive === false && !unit) {
    return big ? `${bound} değerinden küçük olmalıdır.` : `${bound} değerinden büyük olmalıdır.`;
  }
  return big ? `En fazla ${bound}${unit} olabilir.` : `En az ${bound}${unit} olmalıdır.`;
}

z.config(z.locales.tr());
z.config({
  // Every issue zod can raise gets a wording of ours: zod's own Turkish names the contract's internals (a key, a
  // pattern, "beklenen string, alınan number"), and a citizen reads this in three languages.
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return 'Bu alan zorunludur.';
        return kinds[issue.expected] ? `Geçersiz değer: ${kinds[issue.expected]} bekleniyor.` : 'Geçersiz değer.';
      case 'too_big':
      case 'too_small':
        return sizeMessage(issue);
      // Never the allowed values themselves: they are the contract's internal codes ("RECEIVED", "CUT" …).
      case 'invalid_value':
        return 'İzin verilen seçeneklerden biri değil.';
      case 'invalid_format':
        // Nor the pattern, prefix or part a text must have: a schema without its own sentence says the form is wrong.
        if (issue.format === 'lowercase') return 'Küçük harflerle yazılmalıdır.';
        if (issue.format === 'uppercase') return 'Büyük harflerle yazılmalıdır.';
        return formats[issue.format] ? `Geçersiz ${formats[issue.format]}` : 'Geçersiz biçim.';
      case 'not_multiple_of':
        return `Geçersiz sayı: ${issue.divisor} ile tam bölünebilmeli`;
      // Nor the names of keys the sender added.
      case 'unrecognized_keys':
        return 'İstekte tanınmayan bir alan var.';
      default:
        // invalid_union, invalid_key, invalid_element and a refinement raised without a sentence of its own.
        return 'Geçersiz değer.';
    }
  },
});
