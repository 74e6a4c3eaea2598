import { z } from 'zod';

/** A whole number given as a JSON number or as a string of digits (KPS clients send both). */
const wholeNumber = (min: number, max: number) =>
  z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(min).max(max));

export const KisiSorgulaRequest = z.object({
  TCKimlikNo: z
    .union([z.string(), z.number().int().nonnegative().transform(String)])
    .pipe(z.string().regex(/^\d{11}$/)),
  DogumYil: wholeNumber(1900, 2100),
  DogumAy: wholeNumber(1, 12),
  DogumGun: wholeNumber(1, 31),
});
export type KisiSorgulaRequest = z.infer<typeof KisiSorgulaRequest>;

export interface Kisi {
  TCKimlikNo: string;
  Ad: string;
  Soyad: string;
  BabaAdi: string;
  AnaAdi: string;
  DogumYeri: string;
  DogumTarihi: string;
  Cinsiyet: 'E' | 'K';
  /** Set when the person has died. */
  OlumTarihi: string | null;
}

export interface KisiSorgulaResponse {
  Sonuc: { Kod: number; Aciklama: string };
  Kisi: Kisi | null;
}
