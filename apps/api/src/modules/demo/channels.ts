import type { Database } from '../../db/index.js';
import { hashKey } from '../channels/index.js';

/**
 * The demo channels of the second service host, with fixed keys so the simulators, the tests and a demo can call
 * it; the README's demo section lists them. A real municipality issues its keys in the office, shown once.
 */
export const DEMO_CHANNELS = {
  kiosk: {
    name: 'Belediye Binası Kiosku',
    kind: 'kiosk',
    institutionCode: 'KIOSK01',
    apiKey: 'ebk_demo_kiosk_9f2c61d84a7e4b0c8d35',
    scopes: ['menus', 'uyelik', 'edevlet', 'sicil', 'parametre', 'banka'],
    ratePerMinute: 120,
  },
  mobile: {
    name: 'E-Belediye Mobil Uygulaması',
    kind: 'mobile',
    institutionCode: 'MOBIL',
    apiKey: 'ebk_demo_mobil_3b7e0a5c92d14f6e81aa',
    scopes: ['menus', 'uyelik', 'edevlet', 'sicil', 'parametre', 'banka'],
    ratePerMinute: 600,
  },
  bank: {
    name: 'Vakıfbank Şube Tahsilatı',
    kind: 'bank',
    institutionCode: 'VAKIFBANK',
    apiKey: 'ebk_demo_vakif_5d1a8e3f27c04b9a6e12',
    scopes: ['tahsilat', 'parametre'],
    ratePerMinute: 600,
  },
} as const;

export async function seedChannels(database: Database): Promise<void> {
  await database.db
    .insertInto('channel')
    .values(
      Object.values(DEMO_CHANNELS).map((c) => ({
        name: c.name,
        kind: c.kind,
        institution_code: c.institutionCode,
        scopes: [...c.scopes],
        key_hash: hashKey(c.apiKey),
        key_prefix: c.apiKey.slice(0, 12),
        rate_per_minute: c.ratePerMinute,
      })),
    )
    .execute();
}
