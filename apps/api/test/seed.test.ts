import { expect, it } from 'vitest';
import vocab from '../src/db/seed/vocabulary.json' with { type: 'json' };

it('probe', () => {
  expect(vocab.banks.length).toBe(33);
});
