import { describe, expect, it } from 'vitest';
import { collectionImport, ImportReasons } from '../../src/imports/index.js';

const at = (collectedAt: string) => collectionImport.row.shape.collectedAt.safeParse(collectedAt);

describe('a collection time in an import file', () => {
  it('keeps a receipt time to the second, and to the minute as before', () => {
    expect(at('31.05.2026 14:30:15')).toMatchObject({ success: true, data: '2026-05-31T14:30:15' });
    expect(at('31.05.2026 14:30')).toMatchObject({ success: true, data: '2026-05-31T14:30' });
    expect(at('31.05.2026')).toMatchObject({ success: true, data: '2026-05-31T12:00' });
  });

  it('refuses a second past 59 with the Turkish reason', () => {
    const result = at('31.05.2026 14:30:60');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(ImportReasons.badDateTime);
  });
});
