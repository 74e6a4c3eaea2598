import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.js';

describe('redirectUrl after sign-in: only paths of this site', () => {
  it('keeps a same-site path with its query string', () => {
    expect(safeRedirect('/RegistryObservation')).toBe('/RegistryObservation');
    expect(safeRedirect('/DebtQuestioning?yil=2026#borc')).toBe('/DebtQuestioning?yil=2026#borc');
  });

  it('goes to / without a redirectUrl', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('refuses other sites, protocol-relative and scheme URLs', () => {
    for (const target of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'RegistryObservation',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeRedirect(target), target).toBe('/');
    }
  });
});
