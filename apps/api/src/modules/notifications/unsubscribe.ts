import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Settings } from '../../config/settings.js';

/** Message code of reminders before a due date (SMS and e-mail): the messages a member can stop with one click. */
export const REMINDER_MESSAGE = 7090;

const mac = (settings: Settings, registryOid: number) =>
  createHmac('sha256', settings.secrets.machineKey).update(`unsubscribe:reminders:${registryOid}`).digest('base64url');

/** The one-click address that stops e-mail reminders for this registry's member, without signing in. */
export const unsubscribeUrl = (settings: Settings, registryOid: number) =>
  `${settings.publicUrl}/hatirlatma-iptal?k=${registryOid}.${mac(settings, registryOid)}`;

/** The registry a key of `unsubscribeUrl` names, or null when the key was not made by this portal. */
export function unsubscribeRegistry(settings: Settings, key: string): number | null {
  const [oid, given] = key.split('.');
  const registryOid = Number(oid);
  if (!Number.isInteger(registryOid) || registryOid <= 0 || !given) return null;
  const expected = Buffer.from(mac(settings, registryOid));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? registryOid : null;
}
