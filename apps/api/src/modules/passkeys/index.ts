import { passkeyCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { passkeyHandlers } from './calls.js';

/**
 * Members' passkeys (WebAuthn) and the optional second factor of a password sign-in (ADR 0055). The second host's
 * ValidateUser asks for the factor through `spendMemberFactor`.
 */
export { type FactorProof, spendMemberFactor } from './factor.js';
export { announceRecoveryUse } from './notices.js';

export const passkeysModule = defineModule({ name: 'passkeys', calls: passkeyCalls, handlers: passkeyHandlers });
