import type { MemberProfile } from './profile.js';

/** A person's registry as the profile shows it before anything about them is filled in (the tests' starting point). */
export const personRegistry = (Oid: number, RegistryNo: string): MemberProfile['Registry'] => ({
  Oid,
  RegistryNo,
  RegistryType: 'G',
  RegistryTypeName: 'Gerçek kişi',
  TaxOfficeCode: null,
  TaxOfficeName: null,
  FatherName: null,
  BirthPlace: null,
  BirthDate: null,
  Addresses: [],
  Phones: [],
  Email: null,
});
