import type { AdDeclarationInput, EctDeclarationInput, EntertainmentDeclarationInput } from '@e-belediye/contracts';
import { type AddressValue, addressInput, emptyAddress, numberOrUndefined, todayIso } from './fields.js';

// The three declarations of a business: the environmental cleaning tax of its workplace, its boards, its shows.

export interface Option {
  value: string;
  label: string;
}
const thisYear = () => Number(todayIso().slice(0, 4));

export interface WorkplaceValues {
  address: AddressValue;
  tradeName: string;
  startedOn: string;
}
const initialWorkplace = (): WorkplaceValues => ({ address: emptyAddress, tradeName: '', startedOn: '' });

// ---------------------------------------------------------------------------------------------------------------
// Environmental cleaning tax: the building group (1–7) and degree (1–5) of the workplace

export interface EctValues extends WorkplaceValues {
  buildingGroup: string;
  degree: string;
}
export const initialEct = (): EctValues => ({ ...initialWorkplace(), buildingGroup: '', degree: '' });

export const ectInput = (v: EctValues): EctDeclarationInput => ({
  kind: 'ECT',
  year: thisYear(),
  workplaceName: v.tradeName.trim(),
  address: addressInput(v.address),
  buildingGroup: Number(v.buildingGroup),
  degree: Number(v.degree),
  activityStartDate: v.startedOn,
});

export const ectValuesOf = (d: EctDeclarationInput, address: AddressValue): EctValues => ({
  address,
  tradeName: d.workplaceName,
  startedOn: d.activityStartDate,
  buildingGroup: String(d.buildingGroup),
  degree: String(d.degree),
});

// ---------------------------------------------------------------------------------------------------------------
// Advertising tax: several boards, each a row of the annual group tariff

/** An advertising type as the form needs it (RetrieveAdvertisingTypes). */
export interface AdType extends Option {
  needsSize: boolean;
  needsWeeks: boolean;
  unit: string;
}
export interface Board {
  adType: string;
  width: string;
  height: string;
  sides: string;
  quantity: string;
  weeks: string;
  groupNo: string;
  location: string;
}
export interface AdValues extends WorkplaceValues {
  boards: Board[];
}
export const emptyBoard: Board = {
  adType: '',
  width: '',
  height: '',
  sides: '1',
  quantity: '1',
  weeks: '',
  groupNo: '',
  location: '',
};
export const initialAd = (): AdValues => ({ ...initialWorkplace(), boards: [emptyBoard] });

export const adInput = (v: AdValues, adTypes: AdType[]): AdDeclarationInput => ({
  kind: 'AD',
  year: thisYear(),
  businessName: v.tradeName.trim(),
  address: addressInput(v.address),
  boards: v.boards.map((b) => {
    const type = adTypes.find((o) => o.value === b.adType);
    const sized = !type || type.needsSize;
    return {
      adTypeCode: b.adType,
      groupNo: Number(b.groupNo),
      widthM: sized ? numberOrUndefined(b.width) : undefined,
      heightM: sized ? numberOrUndefined(b.height) : undefined,
      sides: Number(b.sides) || 1,
      quantity: Number(b.quantity) || 1,
      weeks: type?.needsWeeks ? numberOrUndefined(b.weeks, true) : undefined,
      location: b.location.trim(),
    };
  }),
});

const decimalText = (n: number | undefined) => (n === undefined ? '' : String(n).replace('.', ','));

export const adValuesOf = (d: AdDeclarationInput, address: AddressValue): AdValues => ({
  address,
  tradeName: d.businessName,
  startedOn: '',
  boards: d.boards.map((b) => ({
    adType: b.adTypeCode,
    width: decimalText(b.widthM),
    height: decimalText(b.heightM),
    sides: String(b.sides),
    quantity: String(b.quantity),
    weeks: b.weeks ? String(b.weeks) : '',
    groupNo: String(b.groupNo),
    location: b.location,
  })),
});

// ---------------------------------------------------------------------------------------------------------------
// Entertainment tax: the venue type decides whether working days or ticket revenue is the base

/** An entertainment type as the form needs it (RetrieveEntertainmentTypes). */
export interface VenueType extends Option {
  ticketed: boolean;
}
export interface EntertainmentValues extends WorkplaceValues {
  venueType: string;
  groupNo: string;
  period: string;
  days: string;
  ticketRevenue: string;
}
export const initialEntertainment = (): EntertainmentValues => ({
  ...initialWorkplace(),
  venueType: '',
  groupNo: '',
  period: 'MONTHLY',
  days: '',
  ticketRevenue: '',
});

export const entertainmentInput = (v: EntertainmentValues, venueTypes: VenueType[]): EntertainmentDeclarationInput => {
  const ticketed = venueTypes.find((o) => o.value === v.venueType)?.ticketed ?? false;
  const revenue = numberOrUndefined(v.ticketRevenue);
  return {
    kind: 'ENTERTAINMENT',
    venueName: v.tradeName.trim(),
    address: addressInput(v.address),
    venueTypeCode: v.venueType,
    groupNo: Number(v.groupNo),
    period: v.period as EntertainmentDeclarationInput['period'],
    startDate: v.startedOn,
    workingDays: Number(v.days),
    ticketRevenueKurus: ticketed && revenue !== undefined ? Math.round(revenue * 100) : undefined,
  };
};

export const entertainmentValuesOf = (
  d: EntertainmentDeclarationInput,
  address: AddressValue,
): EntertainmentValues => ({
  address,
  tradeName: d.venueName,
  startedOn: d.startDate,
  venueType: d.venueTypeCode,
  groupNo: String(d.groupNo),
  period: d.period,
  days: String(d.workingDays),
  ticketRevenue: d.ticketRevenueKurus === undefined ? '' : decimalText(d.ticketRevenueKurus / 100),
});
