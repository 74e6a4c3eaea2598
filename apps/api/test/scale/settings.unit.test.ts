import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError, type SettingsOverrides } from '../../src/config/settings.js';

const HOLD_KEY_PROBLEM = /^secrets\.cardHoldKey: en az 16 karakterlik/;

/** The problems loadSettings refuses with, or none. */
function problems(overrides: SettingsOverrides): readonly string[] {
  try {
    loadSettings(overrides, {}, () => {});
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
}

/** Vakıfbank on PayFlex MPI: the one model that holds a card between 3-D Secure and provision. */
const payflexMpi = (secrets: SettingsOverrides['secrets'], publicUrl?: string): SettingsOverrides => {
  const bank = { ...loadSettings({}, {}).payments.banks['0015']!, storeType: '3d' as const };
  return {
    ...(publicUrl ? { publicUrl } : {}),
    secrets,
    app: { ActiveBankMerchantCode: '0015' },
    payments: { banks: { '0015': bank } },
  };
};

describe('the card hold key', () => {
  it('is required, at least 16 characters, only when a PayFlex bank takes the card through our server', () => {
    expect(problems({ secrets: { cardHoldKey: '' } })).toEqual([]);
    expect(problems(payflexMpi({ cardHoldKey: 'short' }))).toEqual([expect.stringMatching(HOLD_KEY_PROBLEM)]);
    expect(problems(payflexMpi({ cardHoldKey: 'a-key-of-our-own-0123456789' }))).toEqual([]);
  });

  it('is never the development value on a portal served over https', () => {
    const https = problems(payflexMpi({}, 'https://ebelediye.yesilvadi.bel.tr'));
    expect(https).toContainEqual(expect.stringMatching(HOLD_KEY_PROBLEM));
    // Over plain http (the demo on this machine) the development value does.
    expect(problems(payflexMpi({}))).toEqual([]);
  });
});
