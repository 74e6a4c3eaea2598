import type { DeclarationAddress } from '@e-belediye/contracts';
import { istanbulToday } from '@e-belediye/contracts/clock';

// What more than one declaration needs of its fields before their steps are here: the address value, names and
// codes, decimal numbers typed the Turkish way. The fields themselves are in step-fields.tsx.

/** An address picked level by level; the names travel along for the check page. */
export interface AddressValue {
  countyCode: string;
  countyName: string;
  districtCode: string;
  districtName: string;
  streetCode: string;
  streetName: string;
  outerDoorOid: string;
  outerDoorNo: string;
  innerDoorOid: string;
  innerDoorNo: string;
}

export const emptyAddress: AddressValue = {
  countyCode: '',
  countyName: '',
  districtCode: '',
  districtName: '',
  streetCode: '',
  streetName: '',
  outerDoorOid: '',
  outerDoorNo: '',
  innerDoorOid: '',
  innerDoorNo: '',
};

/** "1.250,5" or "1250.5" → 1250.5; NaN when it is not a number. Turkish writes the decimal comma. */
export function parseDecimal(text: string): number {
  const s = text.trim().replace(/\s/g, '');
  if (!s) return Number.NaN;
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** The picked address as the contract sends it; the doors only when chosen. */
export function addressInput(a: AddressValue): DeclarationAddress {
  return {
    countyCode: a.countyCode,
    districtCode: a.districtCode,
    streetCode: a.streetCode,
    outerDoorOid: a.outerDoorOid ? Number(a.outerDoorOid) : undefined,
    innerDoorOid: a.innerDoorOid ? Number(a.innerDoorOid) : undefined,
  };
}

/** A number typed in a field, or undefined while it is not one yet (the estimate waits for it). */
export const numberOrUndefined = (text: string, whole = false): number | undefined => {
  const n = whole ? Number(text) : parseDecimal(text);
  return text.trim() && Number.isFinite(n) && (!whole || Number.isInteger(n)) ? n : undefined;
};

/** Today in Istanbul as YYYY-MM-DD, the server's day too: at 00:30 it is already the Turkish date, not UTC's. */
export const todayIso = () => istanbulToday();
