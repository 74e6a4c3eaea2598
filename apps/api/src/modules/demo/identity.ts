import { asciiSlug } from './format.js';
import type { Rng } from './random.js';
import { vocab } from './vocabulary.js';

/** Appends the two TCKN check digits to 9 digits (also used for 99-prefixed foreigner numbers). */
export function withTcknCheck(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((s, x) => s + x, 0) + d10) % 10;
  return `${first9}${d10}${d11}`;
}

/** Appends the Revenue Administration's check digit to 9 VKN digits. */
export function withVknCheck(first9: string): string {
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const t = (Number(first9[i - 1]) + 10 - i) % 10;
    let p = (t * 2 ** (10 - i)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  }
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

/** Hands out identity numbers that are valid and never repeat within one seed run. */
export class IdentityPool {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  tckn(): string {
    return this.unique(() => withTcknCheck(String(this.rng.int(1, 9)) + this.rng.digits(8)));
  }

  /** Foreigners' identity numbers start with 99 and follow the TCKN checksum. */
  foreignerNo(): string {
    return this.unique(() => withTcknCheck(`99${this.rng.digits(7)}`));
  }

  vkn(): string {
    return this.unique(() => withVknCheck(this.rng.digits(9)));
  }

  private unique(make: () => string): string {
    for (;;) {
      const id = make();
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }
}

/** Mobile operator prefixes (Turkcell 53x, Vodafone 54x, Türk Telekom 55x). */
const GSM_PREFIXES = [
  530, 531, 532, 533, 535, 536, 537, 538, 539, 541, 542, 543, 544, 545, 546, 549, 551, 552, 553, 555,
];

export function gsmNumber(rng: Rng): string {
  return `${rng.pick(GSM_PREFIXES)}${rng.digits(7)}`;
}

const MAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com'];

/** 'Şükrü', 'Güneş' → 'sukru.gunes78@gmail.com' and similar shapes people actually use. */
export function personalEmail(rng: Rng, first: string, last: string, birthYear: number): string {
  const f = asciiSlug(first.split(' ')[0]);
  const l = asciiSlug(last);
  const local = rng.weighted([
    [`${f}.${l}`, 3],
    [`${f}${l}`, 2],
    [`${f}.${l}${String(birthYear).slice(2)}`, 2],
    [`${f[0]}${l}${rng.int(1, 99)}`, 1],
    [`${f}_${l}`, 1],
  ]);
  return `${local}@${rng.pick(MAIL_DOMAINS)}`;
}

export interface Person {
  first: string;
  last: string;
  gender: 'E' | 'K';
}

/** About one in seven Turks carries a second given name ('Ahmet Can', 'Ayşe Nur'). */
export function person(rng: Rng, gender: 'E' | 'K' = rng.chance(0.5) ? 'E' : 'K'): Person {
  const names = gender === 'E' ? vocab.male_first_names : vocab.female_first_names;
  let first = rng.pick(names);
  if (rng.chance(0.14)) {
    const second = rng.pick(names);
    if (second !== first) first = `${first} ${second}`;
  }
  return { first, last: rng.pick(vocab.surnames), gender };
}

export const maleName = (rng: Rng) => rng.pick(vocab.male_first_names);
export const femaleName = (rng: Rng) => rng.pick(vocab.female_first_names);

/** 'Ali Veli Yılmaz'-style full name of a random person. */
export function fullName(rng: Rng): string {
  const p = person(rng);
  return `${p.first} ${p.last}`;
}
