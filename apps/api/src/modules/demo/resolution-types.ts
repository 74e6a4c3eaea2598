/** Decision types of the committee (encümen) and the council (meclis). */
export const COMMITTEE_TYPES = [
  { code: 'E01', name: 'İhale' },
  { code: 'E02', name: 'Kamulaştırma' },
  { code: 'E03', name: 'İmar para cezası' },
  { code: 'E04', name: 'Ruhsat' },
  { code: 'E05', name: 'Kira' },
  { code: 'E06', name: 'Tahsis' },
  { code: 'E07', name: 'Yol ve kaldırım' },
  { code: 'E08', name: 'Diğer' },
] as const;

export const COUNCIL_TYPES = [
  { code: 'M01', name: 'İmar planı değişikliği' },
  { code: 'M02', name: 'Bütçe' },
  { code: 'M03', name: 'Ücret tarifesi' },
  { code: 'M04', name: 'Sokak isimlendirme' },
  { code: 'M05', name: 'Kardeş şehir' },
  { code: 'M06', name: 'Borçlanma' },
  { code: 'M07', name: 'Komisyon raporu' },
  { code: 'M08', name: 'Diğer' },
] as const;

export type CommitteeTypeCode = (typeof COMMITTEE_TYPES)[number]['code'];
export type CouncilTypeCode = (typeof COUNCIL_TYPES)[number]['code'];

export function resolutionTypeRows() {
  return [
    ...COMMITTEE_TYPES.map((t) => ({ code: t.code, kind: 'COMMITTEE' as const, name: t.name })),
    ...COUNCIL_TYPES.map((t) => ({ code: t.code, kind: 'COUNCIL' as const, name: t.name })),
  ];
}
