import { z } from 'zod';
import { optionalText, textCell } from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

/**
 * The address register by the municipality's own codes (UAVT shape): one row per door, each naming its county,
 * district and street so that a file alone builds the tree. An inner door may be empty: the row is the outer door.
 */
export const addressImport = defineKind({
  kind: 'addresses',
  label: 'Adresler',
  sheet: 'Adres',
  columns: [
    SOURCE_KEY,
    { key: 'countyCode', header: 'İlçe Kodu', required: true, note: 'Belediyenin ilçe kodu.' },
    { key: 'countyName', header: 'İlçe Adı', required: true, note: '' },
    { key: 'districtCode', header: 'Mahalle Kodu', required: true, note: 'Portalda tekil mahalle kodu.' },
    { key: 'districtName', header: 'Mahalle Adı', required: true, note: '' },
    { key: 'streetCode', header: 'Sokak Kodu', required: true, note: 'Portalda tekil sokak kodu.' },
    { key: 'streetName', header: 'Sokak Adı', required: true, note: '' },
    { key: 'streetType', header: 'Sokak Tipi', required: true, note: 'Cadde, Sokak, Bulvar, Meydan…' },
    { key: 'doorNo', header: 'Dış Kapı No', required: true, note: '' },
    { key: 'postalCode', header: 'Posta Kodu', required: false, note: '5 hane.' },
    { key: 'innerDoorNo', header: 'İç Kapı No', required: false, note: 'Boşsa satır yalnız dış kapıdır.' },
    { key: 'usage', header: 'Kullanım Türü', required: false, note: 'Konut, İşyeri…' },
  ],
  row: z.object({
    sourceKey: textCell(60),
    countyCode: textCell(20),
    countyName: textCell(100),
    districtCode: textCell(20),
    districtName: textCell(100),
    streetCode: textCell(20),
    streetName: textCell(150),
    streetType: textCell(30),
    doorNo: textCell(20),
    postalCode: optionalText(5),
    innerDoorNo: optionalText(20),
    usage: optionalText(30),
  }),
  samples: [
    ['ESKI-A-1', '34', 'Merkez', '3401', 'Cumhuriyet', '1001', 'Atatürk', 'Cadde', '12', '34000', '3', 'Konut'],
    ['ESKI-A-2', '34', 'Merkez', '3401', 'Cumhuriyet', '1001', 'Atatürk', 'Cadde', '14', '34000', '', 'İşyeri'],
  ],
});
export type AddressImportRow = z.output<typeof addressImport.row>;
