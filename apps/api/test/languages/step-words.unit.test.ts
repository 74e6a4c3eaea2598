import { describe, expect, it } from 'vitest';
import { StatusWords } from '../../src/modules/complaints/reports.js';
import { ComplaintSms, ObjectionSms } from '../../src/modules/notifications/index.js';
import { stepWords } from '../../src/modules/notifications/stepWords.js';
import { StepWords } from '../../src/modules/objections/cases.js';

const town = 'Yeşilvadi Belediyesi';
const link = 'https://ebelediye.yesilvadi.bel.tr/itirazlarim?basvuru=2026-ABC234';

describe('the step words a complaint or an objection puts into its message', () => {
  it('every status of a complaint and every step of an objection has its English and Arabic', () => {
    const missing = [...Object.values(StatusWords), ...Object.values(StepWords)].filter((w) => !stepWords.has(w));
    expect(missing).toEqual([]);
  });

  it('an English or Arabic message says the step in its language, the Turkish one as before', () => {
    const asked = ObjectionSms.step(town, '2026-ABC234', StepWords.asked, link);
    expect(asked.tr).toContain('için ek bilgi istendi; lütfen yanıtlayınız');
    expect(asked.en).toBe(
      `${town}: your objection 2026-ABC234: more information is asked for; please reply. Details at ${link}`,
    );
    expect(asked.ar).toContain('طُلبت معلومات إضافية؛ يُرجى الرد');
    expect(asked.ar).not.toContain('istendi');
    const moved = ComplaintSms.change(town, '2026-K7M4QX', StatusWords.ASSIGNED, link);
    expect(moved.en).toContain(': passed to the department concerned.');
    expect(moved.ar).toContain('أُحيل إلى المديرية المعنية');
  });

  it('a step with a value carries it, without isolates in an SMS', () => {
    const department = ComplaintSms.change(town, '2026-K7M4QX', 'Fen İşleri birimine iletildi', link);
    expect(department.en).toContain(': passed to Fen İşleri.');
    expect(department.ar).toContain('أُحيل إلى Fen İşleri');
    expect(department.ar).not.toMatch(/[\u2066-\u2069]/);
    const amended = ObjectionSms.step(
      town,
      '2026-ABC234',
      'üzerine EMV-2026-12 numaralı beyannameniz düzeltildi (2. sürüm)',
      link,
    );
    expect(amended.en).toContain('your declaration EMV-2026-12 was corrected on it (version 2)');
  });

  it('a step it does not know goes as it came', () => {
    expect(ComplaintSms.change(town, 'X', 'bilinmeyen adım', link).en).toContain(': bilinmeyen adım.');
  });
});
