import { z } from 'zod';
import { BaseRequest, Text } from '../common.js';

/**
 * The second service host (spec section 7): kiosks, the mobile app and contracted banks call it without a
 * browser session. Every body carries the institution code and the api key an administrator issued to it.
 */
export const ChannelSecurity = z.object({
  institutionCode: Text.min(1).max(20),
  apiKey: Text.min(16).max(200),
});
export type ChannelSecurity = z.infer<typeof ChannelSecurity>;

/** The body every channel call extends: the municipality label and the security object. */
export const ChannelRequest = BaseRequest.extend({ security: ChannelSecurity });

/**
 * The call groups a key may be scoped to, as the spec names them, and `sms` (SicilApi's SendShortMessage) on its
 * own: a key shipped inside a public app never holds it (keys.ts). The path of a channel call is
 * POST /kanal/api/<Name>.
 */
export const CHANNEL_SCOPES = ['menus', 'uyelik', 'edevlet', 'sicil', 'sms', 'tahsilat', 'banka', 'parametre'] as const;
export type ChannelScope = (typeof CHANNEL_SCOPES)[number];

/** The OpenAPI section of each group. */
export const CHANNEL_TAGS: Record<ChannelScope, string> = {
  menus: 'Kanal · Menüler',
  uyelik: 'Kanal · Üyelik (ValidateUser, RetrievePassword, ChangePassword)',
  edevlet: 'Kanal · e-Devlet (LoginViaEDevlet)',
  sicil: 'Kanal · SicilApi',
  sms: 'Kanal · SicilApi (SendShortMessage)',
  tahsilat: 'Kanal · TahsilatApi',
  banka: 'Kanal · BankaApi',
  parametre: 'Kanal · Parametreler',
};

/** The path prefix of the second service host. */
export const CHANNEL_PREFIX = '/kanal/api';
