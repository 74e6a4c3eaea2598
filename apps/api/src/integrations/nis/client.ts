import type { Settings } from '../../config/settings.js';
import { basicAuth, IntegrationError, postTo } from '../http.js';

/** Population registry (NIS/KPS): a person by TCKN and birth date, or null when they do not match. */
export interface NisPerson {
  tckn: string;
  name: string;
  surname: string;
  fatherName: string | null;
  motherName: string | null;
  birthPlace: string | null;
  birthDate: string;
  gender: string | null;
  /** Set when the registry records the person as deceased. */
  deathDate: string | null;
}

export async function findPerson(
  settings: Settings,
  tckn: string,
  birth: { year: number; month: number; day: number },
): Promise<NisPerson | null> {
  const { nis } = settings.integrations;
  const { status, json } = await postTo('NIS', nis.url, {
    headers: { 'content-type': 'application/json', authorization: basicAuth(nis.user, nis.password) },
    body: JSON.stringify({ TCKimlikNo: tckn, DogumYil: birth.year, DogumAy: birth.month, DogumGun: birth.day }),
  });
  if (status !== 200) throw new IntegrationError('NIS', `HTTP ${status}`);
  const body = json as {
    Sonuc?: { Kod?: number };
    Kisi?: {
      TCKimlikNo: string;
      Ad: string;
      Soyad: string;
      BabaAdi?: string;
      AnaAdi?: string;
      DogumYeri?: string;
      DogumTarihi: string;
      Cinsiyet?: string;
      OlumTarihi?: string | null;
    } | null;
  };
  const p = body?.Sonuc?.Kod === 0 ? body.Kisi : null;
  if (!p) return null;
  return {
    tckn: p.TCKimlikNo,
    name: p.Ad,
    surname: p.Soyad,
    fatherName: p.BabaAdi ?? null,
    motherName: p.AnaAdi ?? null,
    birthPlace: p.DogumYeri ?? null,
    birthDate: p.DogumTarihi,
    gender: p.Cinsiyet ?? null,
    deathDate: p.OlumTarihi ?? null,
  };
}
