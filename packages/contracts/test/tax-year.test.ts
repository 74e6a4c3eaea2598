import { describe, expect, it } from 'vitest';
import { clock } from '../src/clock.js';
import { EstateDeclarationInput } from '../src/declarations/shapes.js';
import {
  ConstructionYearMessages,
  constructionYearProblem,
  estateTaxYear,
  estateTaxYearReason,
  refuseConstructionYear,
} from '../src/declarations/tax-year.js';

describe('the tax year of an estate (1319 md. 33)', () => {
  it('a flat bought on 08.11.2026 and declared on 28.11.2026 is taxed from 2027', () => {
    expect(estateTaxYear('2026-11-08', '2026-11-28')).toBe(2027);
  });

  it('the facts file’s example: bought on 26.07.2025, declared by 31.12.2025, taxed from 2026', () => {
    expect(estateTaxYear('2025-07-26', '2025-12-31')).toBe(2026);
  });

  it('a property held for years is declared for the filing year', () => {
    expect(estateTaxYear('2015-04-20', '2026-11-28')).toBe(2026);
    expect(estateTaxYear('2025-12-31', '2026-01-02')).toBe(2026);
  });

  it('says which year and why, naming the acquisition day and the article', () => {
    expect(estateTaxYearReason('2026-11-08', 2027)).toBe(
      'Bu beyan 2027 yılı için verilmektedir: 08.11.2026 tarihinde edinilen taşınmazın vergisi, edinmeyi izleyen yıldan başlar (1319 sayılı Kanun md. 33).',
    );
    expect(estateTaxYearReason('2015-04-20', 2026)).toContain('edinmeyi izleyen yıl olan 2016 yılında başladı');
  });
});

describe('a building’s construction year', () => {
  it('may be the filing year or earlier', () => {
    expect(refuseConstructionYear(2026, 2027, '2026-11-28')).toBeNull();
    expect(refuseConstructionYear(2008, 2027, '2026-11-28')).toBeNull();
  });

  it('is refused after the filing year, although the tax year is later', () => {
    expect(refuseConstructionYear(2027, 2027, '2026-11-28')).toEqual({ after: 'filing', year: 2026 });
    expect(constructionYearProblem(2027, 2027, '2026-11-28')).toBe(ConstructionYearMessages.filing(2026));
  });

  it('is refused after the tax year of a past year’s declaration', () => {
    expect(refuseConstructionYear(2026, 2025, '2026-11-28')).toEqual({ after: 'taxYear', year: 2025 });
  });

  it('the contract’s schema refuses it on the field with the same message, on the filing day’s clock', () => {
    const realNow = clock.now;
    // 28.11.2026 12:00 Istanbul.
    clock.now = () => Date.parse('2026-11-28T09:00:00Z');
    const thisYear = 2026;
    let parsed: ReturnType<typeof EstateDeclarationInput.safeParse>;
    try {
      parsed = EstateDeclarationInput.safeParse({
        kind: 'ESTATE',
        estateType: 1,
        year: thisYear + 1,
        address: { countyCode: '1', districtCode: '1', streetCode: '1' },
        titleDeed: { ada: '1', parsel: '1' },
        share: { numerator: 1, denominator: 1 },
        acquisitionDate: `${thisYear}-01-01`,
        acquisitionReasonCode: '1',
        usage: 'RESIDENCE',
        building: {
          constructionType: 'Betonarme karkas',
          buildingClass: '2. sınıf',
          constructionYear: thisYear + 1,
          floorAreaM2: 100,
          landShareM2: 30,
        },
      });
    } finally {
      clock.now = realNow;
    }
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === 'building.constructionYear');
    expect(issue?.message).toBe(ConstructionYearMessages.filing(thisYear));
  });
});
