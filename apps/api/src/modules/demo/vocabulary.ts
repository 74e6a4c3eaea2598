import data from './vocabulary.json' with { type: 'json' };

/** Names, places, banks and company patterns for believable demo data (see vocabulary.json's _meta). */
export interface Vocabulary {
  male_first_names: string[];
  female_first_names: string[];
  surnames: string[];
  mahalle_names: string[];
  street_name_stems: string[];
  street_types: string[];
  company_title_patterns: string[];
  company_x_examples: string[];
  provinces: { plate: string; name: string; buyuksehir: boolean }[];
  banks: { legal_name: string; short_name: string; eft_code: string; iban_bank_code: string; swift: string | null }[];
  tax_offices: { city: string; name: string }[];
}

export const vocab: Vocabulary = data;

/** Single-word stems read well inside brand names ('Çınar', 'Lale'); 'Fevzi Çakmak' or '19 Mayıs' do not. */
export const brandStems = vocab.street_name_stems.filter((s) => /^[A-ZÇĞİÖŞÜ][a-zçğıöşü]+$/.test(s));
