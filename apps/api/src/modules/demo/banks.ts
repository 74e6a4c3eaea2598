import type { Rng } from './random.js';
import { vocab } from './vocabulary.js';

/** Development and investment banks keep a head office branch only; they have no retail network. */
const NON_RETAIL = new Set(['0004', '0014', '0016', '0017', '0132']);

const BRANCHES: readonly (readonly [string, string])[] = [
  ['Bursa Merkez Şubesi', 'Bursa'],
  ['Osmangazi Şubesi', 'Bursa'],
  ['Nilüfer Şubesi', 'Bursa'],
  ['Setbaşı Şubesi', 'Bursa'],
  ['Heykel Şubesi', 'Bursa'],
  ['Çekirge Şubesi', 'Bursa'],
  ['Görükle Şubesi', 'Bursa'],
  ['İnegöl Şubesi', 'Bursa'],
  ['Gemlik Şubesi', 'Bursa'],
  ['Mudanya Şubesi', 'Bursa'],
  ['Demirtaş Organize Sanayi Şubesi', 'Bursa'],
  ['Kızılay Şubesi', 'Ankara'],
  ['Kadıköy Şubesi', 'İstanbul'],
  ['Alsancak Şubesi', 'İzmir'],
  ['İzmit Şubesi', 'Kocaeli'],
];

/**
 * BIC codes the vocabulary leaves empty, as printed on these participation banks' own IBAN letters. İlbank's is
 * not known to us; the column is not null, so it stays an empty string rather than an invented code.
 */
const MISSING_SWIFT: Record<string, string> = {
  '0203': 'BTFHTRIS',
  '0205': 'KTEFTRIS',
  '0206': 'AFKBTRIS',
  '0209': 'ZKBATRIS',
  '0210': 'VAKFTRIS',
  '0211': 'EMLATRIS',
};

export function bankRows(rng: Rng) {
  const bank = vocab.banks.map((b) => ({
    code: b.eft_code,
    name: b.short_name,
    legal_name: b.legal_name,
    swift: b.swift ?? MISSING_SWIFT[b.eft_code] ?? '',
    iban_bank_code: b.iban_bank_code,
  }));
  const bank_branch: { oid: number; bank_code: string; code: string; name: string; city: string }[] = [];
  for (const b of vocab.banks) {
    const branches: (readonly [string, string])[] = NON_RETAIL.has(b.eft_code)
      ? [
          ['Ankara Merkez Şubesi', 'Ankara'],
          ['İstanbul Merkez Şubesi', 'İstanbul'],
        ]
      : [['Yeşilvadi Şubesi', 'Bursa'], ...rng.sample(BRANCHES, rng.int(1, 5))];
    const codes = new Set<string>();
    while (codes.size < branches.length) codes.add(String(rng.int(1, 1999)).padStart(4, '0'));
    const sortedCodes = [...codes].sort();
    branches.forEach(([name, city], i) => {
      bank_branch.push({ oid: bank_branch.length + 1, bank_code: b.eft_code, code: sortedCodes[i], name, city });
    });
  }
  return { bank, bank_branch };
}
