import { type Access, CHANNEL_PREFIX, calls, channelCalls } from '@e-belediye/contracts';
import type { Language } from '@e-belediye/contracts/languages';
import type { FastifyRequest } from 'fastify';
import { authPhrases, memberModulePhrases, verificationPhrases } from './auth.js';
import { declarationPhrases } from './declarations.js';
import { companyPhrases, delegationPhrases } from './delegation.js';
import { fieldPhrases } from './fields.js';
import { filePhrases } from './files.js';
import { objectionPhrases } from './objections.js';
import { passkeyPhrases } from './passkeys.js';
import { paymentPhrases } from './payments.js';
import { Phrasebook } from './phrasebook.js';
import { complaintPhrases, servicePhrases, waterPhrases } from './services.js';
import { schemaPhrases, zodPhrases } from './validation.js';

/** Every sentence a citizen can be refused with, in English and Arabic, looked up by its Turkish (ADR 0056). */
export const refusals = new Phrasebook([
  fieldPhrases,
  zodPhrases,
  schemaPhrases,
  authPhrases,
  verificationPhrases,
  memberModulePhrases,
  passkeyPhrases,
  delegationPhrases,
  companyPhrases,
  filePhrases,
  objectionPhrases,
  declarationPhrases,
  complaintPhrases,
  waterPhrases,
  servicePhrases,
  paymentPhrases,
]);

const CITIZEN_ACCESS: ReadonlySet<Access['kind']> = new Set(['public', 'member', 'payer']);
// By route: a channel's call may share its name with a citizen's (ValidateUser), under its own prefix.
const defsByRoute = new Map<string, { access: Access }>([
  ...Object.entries(calls).map(([name, def]): [string, { access: Access }] => [`/api/${name}`, def]),
  ...Object.entries(channelCalls).map(([name, def]): [string, { access: Access }] => [
    `${CHANNEL_PREFIX}/${name}`,
    def,
  ]),
]);

/**
 * Whether the request is a citizen's: a member, payer or public call of the contract, or a route outside the calls
 * (a receipt, a plan, a calendar file). Staff, payslip and channel calls are answered in Turkish: the office decides
 * in Turkish, and a channel is a machine partner that shows its own texts.
 */
export function answersCitizen(request: FastifyRequest): boolean {
  const def = defsByRoute.get(request.routeOptions?.url ?? '');
  return def === undefined || CITIZEN_ACCESS.has(def.access.kind);
}

/** A service's own sentence in `language`: as raised when it is Turkish or not in the book. */
export const refusalIn = (message: string, language: Language): string =>
  language === 'tr' ? message : (refusals.translate(message, language) ?? message);
