import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCodes } from '@e-belediye/contracts';
import type { Settings } from '../../config/settings.js';
import { AppError } from '../../http/errors.js';

export type TokenChannel = 'FAST' | 'MATRIMONY';

export interface PaymentScope {
  registryOid: number;
  channel: TokenChannel;
  /** MATRIMONY: the only accrual the token may pay. */
  accrualOid?: number;
}

const key = (settings: Settings) => createHmac('sha256', settings.secrets.machineKey).update('payment-token').digest();
const sign = (settings: Settings, body: string) => createHmac('sha256', key(settings)).update(body).digest('base64url');

/**
 * A fast-payment lookup hands the browser a signed, expiring token instead of a registry id: the later calls
 * can only act on the registry the human-verified lookup found, and nothing needs storing.
 */
export function issuePaymentToken(settings: Settings, scope: PaymentScope, now = Date.now()): string {
  const expires = now + settings.payments.fastPaymentTokenMinutes * 60_000;
  const body = [scope.channel, scope.registryOid, scope.accrualOid ?? 0, expires].join('.');
  return `${body}.${sign(settings, body)}`;
}

export const expiredTokenError = () =>
  new AppError(
    401,
    ErrorCodes.unauthenticated,
    'Ödeme oturumunuzun süresi doldu. Lütfen borç sorgulamasını yeniden yapınız.',
  );

export function readPaymentToken(settings: Settings, token: string, now = Date.now()): PaymentScope {
  const parts = token.split('.');
  if (parts.length !== 5) throw expiredTokenError();
  const body = parts.slice(0, 4).join('.');
  const given = Buffer.from(parts[4]);
  const expected = Buffer.from(sign(settings, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expiredTokenError();
  const [channel, registry, accrual, expires] = parts;
  if (Number(expires) < now || (channel !== 'FAST' && channel !== 'MATRIMONY')) throw expiredTokenError();
  return {
    channel,
    registryOid: Number(registry),
    accrualOid: Number(accrual) || undefined,
  };
}

/**
 * The secret a bank echoes in its return (PayFlex SessionInfo): a keyed hash of the order number, so a return
 * that carries it was written by whoever saw our enrollment request, i.e. the bank. Nothing needs storing.
 */
export const bankReturnToken = (settings: Settings, orderNo: string) =>
  createHmac('sha256', settings.secrets.machineKey).update(`bank-return.${orderNo}`).digest('base64url');
