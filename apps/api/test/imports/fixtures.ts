import { accrualImport, collectionImport, headersOf, registryImport } from '@e-belediye/contracts';
import { csv, tckn } from './support.js';

/** `n` registries of the old system, numbered from `from`: keys S<no>, registry numbers B<no>. */
export function registriesFile(n: number, from = 1) {
  const rows = Array.from({ length: n }, (_, i) => {
    const no = from + i;
    const cells: Record<string, string> = {
      sourceKey: `S${no}`,
      registryNo: `B${no}`,
      registryType: 'G',
      pidNo: tckn(String(300000000 + no)),
      name: `Ad${no}`,
      surname: `Soyad${no}`,
    };
    return registryImport.columns.map((c) => cells[c.key] ?? '');
  });
  return csv([headersOf(registryImport), ...rows]);
}

export interface AccrualLine {
  key: string;
  registryNo: string;
  revenueCode: number;
  year: number;
  installment: number;
  principal: string;
  paid?: string;
}

export const accrualsFile = (lines: AccrualLine[]) =>
  csv([
    headersOf(accrualImport),
    ...lines.map((l) => [
      l.key,
      l.registryNo,
      '',
      String(l.revenueCode),
      String(l.year),
      String(l.installment),
      `31.05.${l.year}`,
      l.principal,
      l.paid ?? '',
      '',
    ]),
  ]);

export interface CollectionLine {
  key: string;
  receiptNo: string;
  registryNo: string;
  accrualKey: string;
  principal: string;
  lateFee?: string;
}

export const collectionsFile = (lines: CollectionLine[]) =>
  csv([
    headersOf(collectionImport),
    ...lines.map((l) => [
      l.key,
      l.receiptNo,
      '28.05.2025 10:15',
      l.registryNo,
      l.accrualKey,
      l.principal,
      l.lateFee ?? '',
      'VEZNE',
      '1',
    ]),
  ]);
