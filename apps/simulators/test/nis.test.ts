import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPopulation } from '../src/population.js';
import { basic, type Running, start } from './support.js';

let sim: Running;
beforeAll(async () => {
  sim = await start();
});
afterAll(() => sim.close());

const query = (body: unknown, auth = basic('yesilvadi', 'dev-nis-password'), base = sim.base) =>
  fetch(`${base}/nis/kps/v2/KisiSorgula`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const notVerified = { Sonuc: { Kod: 1, Aciklama: 'Kişi bilgileri doğrulanamadı' }, Kisi: null };

describe('NIS KisiSorgula', () => {
  it('returns the person when T.C. Kimlik No and date of birth match', async () => {
    const res = await query({ TCKimlikNo: '10000000146', DogumYil: 1985, DogumAy: 4, DogumGun: 12 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      Sonuc: { Kod: 0, Aciklama: 'Başarılı' },
      Kisi: {
        TCKimlikNo: '10000000146',
        Ad: 'Zeynep',
        Soyad: 'Arslan',
        BabaAdi: 'Ahmet',
        AnaAdi: 'Sevgi',
        DogumYeri: 'Bursa',
        DogumTarihi: '1985-04-12',
        Cinsiyet: 'K',
        OlumTarihi: null,
      },
    });
  });

  it('answers the date of death of a person the registry records as deceased', async () => {
    const population = loadPopulation().map((p) => (p.tckn === '10000000146' ? { ...p, olumTarihi: '2026-10-02' } : p));
    const other = await start({ population });
    try {
      const res = await query(
        { TCKimlikNo: '10000000146', DogumYil: 1985, DogumAy: 4, DogumGun: 12 },
        undefined,
        other.base,
      );
      expect((await res.json()).Kisi).toMatchObject({ TCKimlikNo: '10000000146', OlumTarihi: '2026-10-02' });
    } finally {
      await other.close();
    }
  });

  it('accepts the number and the date parts as numbers or digit strings', async () => {
    const res = await query({ TCKimlikNo: 23456789060, DogumYil: '1978', DogumAy: '11', DogumGun: '03' });
    expect((await res.json()).Sonuc.Kod).toBe(0);
  });

  it('answers Kod 1 alike for a wrong date of birth and for an unknown T.C. Kimlik No', async () => {
    const wrongDate = await query({ TCKimlikNo: '10000000146', DogumYil: 1985, DogumAy: 4, DogumGun: 13 });
    const unknown = await query({ TCKimlikNo: '11111111110', DogumYil: 1985, DogumAy: 4, DogumGun: 12 });
    expect(wrongDate.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await wrongDate.json()).toEqual(notVerified);
    expect(await unknown.json()).toEqual(notVerified);
  });

  it('answers 401 for a wrong password or no credentials', async () => {
    const body = { TCKimlikNo: '10000000146', DogumYil: 1985, DogumAy: 4, DogumGun: 12 };
    expect((await query(body, basic('yesilvadi', 'yanlis'))).status).toBe(401);
    const none = await fetch(`${sim.base}/nis/kps/v2/KisiSorgula`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
  });

  it('answers 400 JSON for malformed input', async () => {
    for (const body of [
      'not json',
      {},
      { TCKimlikNo: '123', DogumYil: 1985, DogumAy: 4, DogumGun: 12 },
      { TCKimlikNo: '10000000146', DogumYil: 1985, DogumAy: 13, DogumGun: 12 },
      { TCKimlikNo: '10000000146', DogumYil: 1985, DogumAy: 4 },
    ]) {
      const res = await query(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ Kisi: null, Sonuc: { Kod: 2 } });
    }
  });
});
