import { type AddressBook, type InnerDoor, isLocal } from './address.js';
import { addDays, dateBetween, maxDate } from './dates.js';
import { lira } from './format.js';
import type { Rng } from './random.js';
import type { RegistrySeed } from './registries.js';

export type Tariff = 'Konut' | 'İşyeri' | 'Resmi Daire' | 'Şantiye' | 'Bahçe Sulama';

export interface SubscriptionSeed {
  oid: number;
  registry: RegistrySeed;
  tariff: Tariff;
  door: InnerDoor;
  startedOn: string;
  /** 1 active, 2 cut request sent, 3 cut, 4 cut request rejected. */
  lineStatus: number;
  /** Set for cut lines: no bills after this day. */
  cutOn: string | null;
  depositKurus: number;
  subscriberNo: string;
  meterNo: string;
}

/** Güvence bedeli ranges in TL (İSKİ's current konut deposit is 968.40 TL, işyeri 2,535.30 TL). */
const DEPOSIT: Record<Tariff, [number, number]> = {
  Konut: [500, 1000],
  İşyeri: [1500, 2500],
  'Resmi Daire': [1500, 2500],
  Şantiye: [2000, 2500],
  'Bahçe Sulama': [500, 800],
};

const METER_BRANDS = ['BAY', 'KLP', 'ZNR', 'ITR', 'SNS'];

/** Water subscriptions: every unknown water user has one, about half of firms and public bodies, the rest homes. */
export function buildSubscriptions(
  rng: Rng,
  registries: readonly RegistrySeed[],
  book: AddressBook,
  count: number,
  today: string,
): SubscriptionSeed[] {
  const wanted: { registry: RegistrySeed; tariff: Tariff; door: InnerDoor }[] = [];
  const localDoor = (r: RegistrySeed) =>
    r.door && isLocal(r.door.outer.street) ? r.door : rng.pick(book.local.Mesken);
  for (const r of registries) {
    if (r.type === 'B') wanted.push({ registry: r, tariff: 'Konut', door: localDoor(r) });
    if ((r.type === 'T' || r.type === 'D') && rng.chance(0.5)) {
      const tariff = r.name.includes('İnşaat') ? 'Şantiye' : 'İşyeri';
      wanted.push({ registry: r, tariff, door: tariff === 'Şantiye' ? rng.pick(book.local.Mesken) : localDoor(r) });
    }
    if (r.type === 'K' && rng.chance(0.6)) wanted.push({ registry: r, tariff: 'Resmi Daire', door: localDoor(r) });
  }
  const people = rng.shuffle(registries.filter((r) => r.type === 'G' || r.type === 'Y'));
  for (const r of people) {
    if (wanted.length >= count) break;
    wanted.push({ registry: r, tariff: 'Konut', door: localDoor(r) });
    // Some households also water a garden or own a second flat on their own meter.
    if (wanted.length < count && rng.chance(0.1)) {
      const garden = rng.chance(0.5);
      wanted.push({ registry: r, tariff: garden ? 'Bahçe Sulama' : 'Konut', door: rng.pick(book.local.Mesken) });
    }
  }
  const drafts = wanted.map((w) => {
    const startedOn = dateBetween(rng, maxDate('1998-01-01', w.registry.createdOn), addDays(today, -20));
    // A line is cut between 40 days and 14 months ago, and never before it has run for a few months.
    const cutOn = maxDate(addDays(startedOn, 90), dateBetween(rng, addDays(today, -420), addDays(today, -40)));
    let lineStatus = rng.weighted([
      [1, 86],
      [2, 4],
      [3, 8],
      [4, 2],
    ]);
    if (lineStatus === 3 && cutOn > addDays(today, -40)) lineStatus = 1;
    const [min, max] = DEPOSIT[w.tariff];
    return {
      ...w,
      startedOn,
      lineStatus,
      cutOn: lineStatus === 3 ? cutOn : null,
      depositKurus: lira(rng.int(min, max)),
      meterNo: `${rng.pick(METER_BRANDS)}${startedOn.slice(2, 4)}${rng.digits(7)}`,
    };
  });
  // Subscriber numbers rise with the contract date, as a utility hands them out.
  drafts.sort((a, b) =>
    a.startedOn < b.startedOn ? -1 : a.startedOn > b.startedOn ? 1 : a.meterNo < b.meterNo ? -1 : 1,
  );
  return drafts.map((d, i) => ({
    ...d,
    oid: i + 1,
    subscriberNo: String(10_000_000 + i * 37 + rng.int(0, 36)),
  }));
}
