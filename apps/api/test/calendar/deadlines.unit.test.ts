import { describe, expect, it } from 'vitest';
import { adDeclarationDeadline, estateDeclarationDeadline } from '../../src/modules/calendar/obligations.js';
import type { EstateChange } from '../../src/modules/declarations/index.js';

const change = (changeDate: string, over: Partial<EstateChange> = {}): EstateChange => ({
  oid: 7,
  estateType: 1,
  changeKind: 'ACQUISITION',
  changeDate,
  ada: '3120',
  parsel: '7',
  ...over,
});

describe('declaration deadlines', () => {
  it('a property acquired in a year is declared by 31 December of that year, on the building form', () => {
    const o = estateDeclarationDeadline(change('2026-07-26'), '2026-11-28');
    expect(o).toMatchObject({
      Uid: 'beyan-emlak-7',
      Kind: 'DECLARATION',
      DueDate: '2026-12-31',
      DueWhy: 'Edinme yılının sonu: 31.12.2026 (1319 s. Emlak Vergisi Kanunu md. 23, 33).',
      IsOverdue: false,
      ActionPath: '/EMunicipalityEstateDeclarationBuilding',
    });
    expect(o.Title).toBe('Bina beyannamesi, ada 3120 parsel 7 (edinme 26.07.2026)');
  });

  it('a year-end on a Saturday moves past the Sunday and New Year holiday to the first working day', () => {
    const o = estateDeclarationDeadline(
      change('2022-03-01', { estateType: 2, changeKind: 'USE_CHANGE' }),
      '2022-06-01',
    );
    expect(o.DueDate).toBe('2023-01-02');
    expect(o.DueWhy).toMatch(/31\.12\.2022.*1319 s\. Emlak Vergisi Kanunu md\. 23, 33/);
    expect(o.ActionPath).toBe('/EMunicipalityEstateDeclarationPlot');
  });

  it('an undeclared change stays listed as overdue once its year has passed', () => {
    expect(estateDeclarationDeadline(change('2025-02-10', { estateType: 3 }), '2026-01-15')).toMatchObject({
      DueDate: '2025-12-31',
      IsOverdue: true,
      ActionPath: '/EMunicipalityEstateDeclarationLand',
    });
  });

  it('standing advertisements are declared by the end of January, moved off a Sunday, on the ad form', () => {
    const o = adDeclarationDeadline(12, 2027, 'Yeşil Yapı A.Ş.', '2026-11-28');
    expect(o).toMatchObject({
      Uid: 'beyan-reklam-12-2027',
      DueDate: '2027-02-01',
      IsOverdue: false,
      ActionPath: '/EMunicipalityAdDeclaration',
      Title: 'İlan ve reklam vergisi beyannamesi, 2027 (Yeşil Yapı A.Ş.)',
    });
    expect(o.DueWhy).toMatch(/31\.01\.2027/);
    expect(adDeclarationDeadline(12, 2026, '', '2026-01-10').DueDate).toBe('2026-02-02');
  });
});
