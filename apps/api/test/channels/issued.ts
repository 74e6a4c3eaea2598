import { expect } from 'vitest';
import type { ChannelTestApp } from './support.js';

/** A channel made on the desk (a kiosk with the menus unless told otherwise): its id and its client's security. */
export async function createChannel(t: ChannelTestApp, code: string, extra: object = {}) {
  const res = await t.office<{ Channel: { Oid: number; KeyPrefix: string }; ApiKey: string }>('CreateChannel', {
    name: `Deneme Kanalı ${code}`,
    kind: 'kiosk',
    institutionCode: code,
    scopes: ['menus'],
    ratePerMinute: 100,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { oid: res.body.Channel.Oid, security: { institutionCode: code, apiKey: res.body.ApiKey }, res };
}
