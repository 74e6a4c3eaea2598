import { formatTurkishDate as day, formatTurkishAmount as tl } from '@e-belediye/contracts';
import type { AddressBook } from './address.js';
import type { DemoImportFiles } from './import-files.js';
import type { RegistrySeed } from './registries.js';
import type { SubscriptionSeed } from './subscriptions.js';

/**
 * What the demo municipality's old system hands over, row by row, in the import format's terms: its codes,
 * registry and subscriber numbers, Turkish amounts and days. Source keys are the old system's own (stable for
 * the same seed), so loading the same town again changes nothing.
 */

/** Every inner door is a row; its outer door, street, district and county come with it. */
export function addressFile(files: DemoImportFiles, book: AddressBook, countyName: (code: string) => string): void {
  for (const door of book.innerDoors) {
    const street = door.outer.street;
    files.add('addresses', {
      sourceKey: `KAPI-${door.oid}`,
      countyCode: street.district.countyCode,
      countyName: countyName(street.district.countyCode),
      districtCode: street.districtCode,
      districtName: street.district.name,
      streetCode: street.code,
      streetName: street.name,
      streetType: street.typeName,
      doorNo: door.outer.doorNo,
      postalCode: door.outer.postalCode,
      innerDoorNo: door.doorNo,
      usage: door.usage,
    });
  }
}

export function registryFile(files: DemoImportFiles, registries: readonly RegistrySeed[]): void {
  for (const { row, door } of registries) {
    files.add('registries', {
      sourceKey: row.registry_no,
      registryNo: row.registry_no,
      registryType: row.registry_type,
      pidNo: row.pid_no ?? '',
      taxOfficeCode: row.tax_office_code ?? '',
      name: row.name,
      surname: row.surname ?? '',
      fatherName: row.father_name ?? '',
      birthDate: row.birth_date ? day(row.birth_date) : '',
      gender: row.gender ?? '',
      gsmNumber: row.gsm_number ?? '',
      email: row.email ?? '',
      streetCode: door?.outer.street.code ?? '',
      doorNo: door?.outer.doorNo ?? '',
      innerDoorNo: door?.doorNo ?? '',
    });
  }
}

/** A subscription and, in its own file, the meter on it. */
export function waterFiles(files: DemoImportFiles, subscriptions: readonly SubscriptionSeed[]): void {
  for (const s of subscriptions) {
    files.add('subscriptions', {
      sourceKey: `ABONE-${s.subscriberNo}`,
      subscriberNo: s.subscriberNo,
      registryNo: s.registry.registryNo,
      tariffName: s.tariff,
      streetCode: s.door.outer.street.code,
      doorNo: s.door.outer.doorNo,
      innerDoorNo: s.door.doorNo,
      startedOn: day(s.startedOn),
      depositKurus: tl(s.depositKurus),
      lineStatus: String(s.lineStatus),
    });
    files.add('meters', { sourceKey: `SAYAC-${s.meterNo}`, subscriberNo: s.subscriberNo, serialNo: s.meterNo });
  }
}

export interface AccrualLine {
  oid: number;
  registryNo: string;
  subscriberNo: string | null;
  revenue: number;
  year: number;
  installment: number;
  due: string;
  principal: number;
  paid: number;
  description: string;
}

export const accrualKey = (oid: number) => `TAHAKKUK-${oid}`;

export function accrualRow(files: DemoImportFiles, a: AccrualLine): void {
  files.add('accruals', {
    sourceKey: accrualKey(a.oid),
    registryNo: a.registryNo,
    subscriberNo: a.subscriberNo ?? '',
    revenueCode: String(a.revenue),
    year: String(a.year),
    installmentNo: String(a.installment),
    dueDate: day(a.due),
    principalKurus: tl(a.principal),
    paidKurus: tl(a.paid),
    description: a.description,
  });
}

export interface ReceiptLine {
  accrualOid: number;
  principal: number;
  lateFee: number;
}

/** A receipt: one row per line, each naming the accrual it paid by that accrual's source key. */
export function receiptRows(
  files: DemoImportFiles,
  r: {
    receiptNo: string;
    registryNo: string;
    /** '2026-05-31T14:30:15+03:00', Istanbul's wall clock. */
    collectedAt: string;
    channel: string;
    type: number;
    lines: readonly ReceiptLine[];
  },
): void {
  const at = `${day(r.collectedAt.slice(0, 10))} ${r.collectedAt.slice(11, 19)}`;
  r.lines.forEach((line, i) => {
    files.add('collections', {
      sourceKey: `${r.receiptNo}-${i + 1}`,
      receiptNo: r.receiptNo,
      collectedAt: at,
      registryNo: r.registryNo,
      accrualKey: accrualKey(line.accrualOid),
      principalKurus: tl(line.principal),
      lateFeeKurus: tl(line.lateFee),
      channel: r.channel,
      collectionType: String(r.type),
    });
  });
}
