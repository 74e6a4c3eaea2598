import { addDays, dateBetween, maxDate } from './dates.js';
import { DEPARTMENTS, type Department } from './municipality.js';
import type { Rng } from './random.js';
import { ageOn, type RegistrySeed } from './registries.js';

/** Typical staff titles per department, repeated where a title is common. */
const TITLES: Record<Department, readonly string[]> = {
  'Fen İşleri Müdürlüğü': ['İnşaat Mühendisi', 'Tekniker', 'Tekniker', 'İşçi', 'İşçi', 'Şoför', 'Memur'],
  'İmar ve Şehircilik Müdürlüğü': ['Mimar', 'İnşaat Mühendisi', 'Şehir Plancısı', 'Tekniker', 'Memur'],
  'Mali Hizmetler Müdürlüğü': ['Memur', 'Şef', 'Tahsildar', 'Veznedar', 'Bilgisayar İşletmeni'],
  'Zabıta Müdürlüğü': ['Zabıta Memuru', 'Zabıta Memuru', 'Zabıta Memuru', 'Zabıta Komiseri', 'Zabıta Amiri'],
  'Park ve Bahçeler Müdürlüğü': ['Ziraat Mühendisi', 'Peyzaj Mimarı', 'İşçi', 'İşçi', 'Bahçıvan'],
  'Kültür ve Sosyal İşler Müdürlüğü': ['Memur', 'Sosyal Çalışmacı', 'Uzman', 'Bilgisayar İşletmeni'],
  'Yazı İşleri Müdürlüğü': ['Memur', 'Şef', 'Bilgisayar İşletmeni', 'Evrak Kayıt Memuru'],
  'Emlak ve İstimlak Müdürlüğü': ['Harita Mühendisi', 'Memur', 'Tekniker', 'Şef'],
  'Temizlik İşleri Müdürlüğü': ['İşçi', 'İşçi', 'İşçi', 'Şoför', 'Memur', 'Çevre Mühendisi'],
  'Su ve Kanalizasyon Müdürlüğü': ['Makine Mühendisi', 'Tekniker', 'İşçi', 'Sayaç Okuma Görevlisi'],
};

export function buildEmployees(rng: Rng, registries: readonly RegistrySeed[], count: number, today: string) {
  const workingAge = registries.filter((r) => {
    if (r.type !== 'G' || !r.birthDate) return false;
    const age = ageOn(r.birthDate, today);
    return age >= 21 && age <= 64;
  });
  const people = rng.sample(workingAge, Math.min(count, workingAge.length));
  const drafts = people.map((r, i) => {
    // The first ten head the departments; everyone else is spread over them.
    const department = i < DEPARTMENTS.length ? DEPARTMENTS[i] : rng.pick(DEPARTMENTS);
    const title = i < DEPARTMENTS.length ? 'Müdür' : rng.pick(TITLES[department]);
    const earliest = maxDate('1992-01-01', addDays(r.birthDate!, 21 * 365));
    const startedOn = dateBetween(rng, earliest, addDays(today, -30));
    return { r, department, title, startedOn, active: i < DEPARTMENTS.length || rng.chance(0.92) };
  });
  // Sicil numbers rise with the hiring date.
  drafts.sort((a, b) => (a.startedOn < b.startedOn ? -1 : a.startedOn > b.startedOn ? 1 : a.r.oid - b.r.oid));
  return drafts.map((d, i) => ({
    oid: i + 1,
    registry_oid: d.r.oid,
    sicil_no: String(10_000 + i * 7 + rng.int(0, 6)),
    department: d.department,
    title: d.title,
    started_on: d.startedOn,
    is_active: d.active,
  }));
}
