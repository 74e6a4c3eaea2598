/**
 * The ledger alone owns the money: accruals (tahakkuk), collections (tahsilat) and their lines, revenue types,
 * late-fee rates, and the holds that give a debt to one owner at a time. Every other module reads and records
 * money through these functions; each read is an index lookup by owner.
 */
export {
  accrualByApplication,
  accrualFacts,
  accruals,
  type DebtOwner,
  lateFeeRates,
  openDebts,
  remainingOf,
} from './accruals.js';
export {
  type CollectionInput,
  type CollectionWithLines,
  collectionByVerificationCode,
  collectionHead,
  collectionOfPayment,
  collectionsOf,
  collectionTypeName,
  collectionWithLines,
  ensureVerificationCode,
  recordCollection,
  reverseCollection,
} from './collections.js';
export {
  accrualForCase,
  type Correction,
  CorrectionMessages,
  clearDisputed,
  correctAccrual,
  markDisputed,
  paymentsOf,
} from './corrections.js';
export { collectionsBetween, type DaybookEntry, lockCollection, receiptNumbers } from './daybook.js';
export {
  HeldReasons,
  HoldConflict,
  type Holder,
  type HolderKind,
  HoldMessages,
  hold,
  holderOf,
  ownHeldDebt,
  release,
} from './holds.js';
export { CancelMessages, cancelAccruals, closeRemainders, createAccruals, type NewAccrual } from './issue.js';
export { type LateFeeInput, type LateFeeRate, lateFeeKurus } from './lateFee.js';
