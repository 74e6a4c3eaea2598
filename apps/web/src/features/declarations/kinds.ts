import type { DeclarationInput } from '@e-belediye/contracts';
import type { Language } from '@e-belediye/contracts/languages';
import type { AdType, Option, VenueType } from './business.js';
import type { AddressValue } from './fields.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { Step } from './StepForm.js';

export type { PageKind } from './pages.js';

/** The code lists a declaration's fields choose from, fetched for the kinds that need them. */
export interface Lists {
  reasons: Option[];
  landKinds: Option[];
  adTypes: AdType[];
  venueTypes: VenueType[];
}

/** The record call of each kind (spec section 7). */
export type RecordCall =
  | 'RecordEMunicipalityEstateDeclaration'
  | 'RecordEMunicipalityECTDeclaration'
  | 'RecordEMunicipalityAdDeclaration'
  | 'RecordEMunicipalityEntertainmentDeclaration';

/** A kind's step, named as its title is in the texts (`steps`). */
export type StepKey = keyof DeclarationsTexts['steps'];
/** A step without its key and title: its fields, what must hold and its answers, from the kind's later chunk. */
export type StepBody<V> = Omit<Step<V>, 'key' | 'title'>;

/** The chunk of a kind's steps: their bodies by key, in `language` (suspends while its English texts come). */
export interface LaterSteps<V> {
  bodies(language: Language, t: DeclarationsTexts, lists: Lists): Partial<Record<StepKey, StepBody<V>>>;
}

/** What makes one kind of declaration: its values, steps, the contract's input, and the input for an estimate. */
export interface Kind<V> {
  initial(): V;
  /** Its steps after the declarer's: their titles are in the step list from the first paint, drawn by the server. */
  steps: StepKey[];
  /** Their fields and rules, a chunk fetched as the citizen moves on from the first step (ADR 0010). */
  later(): Promise<LaterSteps<V>>;
  input(v: V, lists: Lists): DeclarationInput;
  /**
   * The input for the live estimate, before the form is complete: the figures that move the amount must be
   * there; the fields that do not (deed numbers, names, dates that only decide the year) stand in until typed.
   * Null while the amount cannot be computed yet.
   */
  estimate(v: V, lists: Lists): DeclarationInput | null;
  valuesOf(d: DeclarationInput, address: AddressValue): V;
  record: RecordCall;
}

export const stand = (value: string, standIn: string) => (value.trim() ? value : standIn);
export const lastYearsFirstDay = () => `${Number(new Date().toISOString().slice(0, 4)) - 1}-01-01`;

/** A page's kind with its own values' type forgotten, as the generic page holds it. */
export const generic = <V>(kind: Kind<V>) => kind as unknown as Kind<unknown>;
