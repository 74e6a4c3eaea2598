import type { SimulatorConfig } from '../config.js';
import { esc, page } from '../html.js';
import { checkBasicAuth, methodNotAllowed, parseJson, readBody, sendHtml, sendJson } from '../http.js';
import { fullName, type Person } from '../population.js';
import type { Simulator } from '../simulator.js';
import { KisiSorgulaRequest, type KisiSorgulaResponse } from './schema.js';

export const kisiSorgulaPath = '/nis/kps/v2/KisiSorgula';

export interface NisDeps {
  config: SimulatorConfig['nis'];
  people: readonly Person[];
}

function birthDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The person with this T.C. Kimlik No and date of birth, if any. */
export function kisiSorgula(people: readonly Person[], request: KisiSorgulaRequest): KisiSorgulaResponse {
  const date = birthDate(request.DogumYil, request.DogumAy, request.DogumGun);
  const person = people.find((p) => p.tckn === request.TCKimlikNo && p.dogumTarihi === date);
  // The same answer whether the number is unknown or the date is wrong: the registry reveals nothing.
  if (!person) return { Sonuc: { Kod: 1, Aciklama: 'Kişi bilgileri doğrulanamadı' }, Kisi: null };
  return {
    Sonuc: { Kod: 0, Aciklama: 'Başarılı' },
    Kisi: {
      TCKimlikNo: person.tckn,
      Ad: person.ad,
      Soyad: person.soyad,
      BabaAdi: person.babaAdi,
      AnaAdi: person.anaAdi,
      DogumYeri: person.dogumYeri,
      DogumTarihi: person.dogumTarihi,
      Cinsiyet: person.cinsiyet,
      OlumTarihi: person.olumTarihi ?? null,
    },
  };
}

function infoPage(people: readonly Person[]): string {
  const rows = people
    .map(
      (p) =>
        `<tr><td>${esc(fullName(p))}</td><td>${esc(p.tckn)}</td><td>${esc(p.dogumTarihi)}</td>` +
        `<td>${esc(p.dogumYeri)}</td><td>${esc(p.gsm)}</td></tr>`,
    )
    .join('');
  return page(
    'Nüfus Kayıt Sistemi — KPS (Simülatör)',
    'Nüfus Kayıt Sistemi — KPS (Simülatör)',
    `<p>Kimlik doğrulama: <code>POST ${kisiSorgulaPath}</code>, Basic kimlik doğrulamalı JSON
<code>{ TCKimlikNo, DogumYil, DogumAy, DogumGun }</code>.</p>
<h2>Test nüfusu</h2>
<table>
<thead><tr><th scope="col">Ad Soyad</th><th scope="col">T.C. Kimlik No</th><th scope="col">Doğum tarihi</th>
<th scope="col">Doğum yeri</th><th scope="col">Cep telefonu</th></tr></thead>
<tbody>${rows}</tbody>
</table>`,
  );
}

export function createNisSimulator({ config, people }: NisDeps): Simulator {
  return {
    path: '/nis',
    name: 'Nüfus Kayıt Sistemi (NİS / KPS)',
    description: 'T.C. Kimlik No ve doğum tarihiyle kişi doğrulama; test nüfusunun listesi.',
    async handle(ctx) {
      const path = ctx.url.pathname;
      if (path === '/nis' || path === '/nis/') {
        if (ctx.method !== 'GET' && ctx.method !== 'HEAD') methodNotAllowed(ctx.res, ['GET']);
        else sendHtml(ctx.res, 200, infoPage(people));
        return true;
      }
      if (path !== kisiSorgulaPath) return false;
      if (ctx.method !== 'POST') {
        methodNotAllowed(ctx.res, ['POST']);
        return true;
      }
      if (!checkBasicAuth(ctx.req, config.user, config.password)) {
        sendJson(
          ctx.res,
          401,
          { Sonuc: { Kod: 401, Aciklama: 'Kimlik doğrulama başarısız' }, Kisi: null },
          { 'www-authenticate': 'Basic realm="KPS", charset="UTF-8"' },
        );
        return true;
      }
      const parsed = KisiSorgulaRequest.safeParse(parseJson(await readBody(ctx.req)));
      if (!parsed.success) {
        sendJson(ctx.res, 400, {
          Sonuc: { Kod: 2, Aciklama: 'Hatalı istek' },
          Kisi: null,
          Hatalar: parsed.error.issues.map((i) => ({ alan: i.path.join('.'), mesaj: i.message })),
        });
        return true;
      }
      sendJson(ctx.res, 200, kisiSorgula(people, parsed.data));
      return true;
    },
  };
}
