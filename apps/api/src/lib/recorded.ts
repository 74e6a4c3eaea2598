import { CONTROL_CHARACTER, FORBIDDEN_CHARACTER } from '@e-belediye/contracts';

/*
 * What a caller sent, made fit to be recorded. A record of a refused request must not fail on the very text that
 * got it refused: PostgreSQL stores no NUL in text (22021) nor a \u0000 or a lone surrogate in jsonb (22P05).
 */

const CONTROLS = new RegExp(CONTROL_CHARACTER.source, 'gu');
const FORBIDDEN = new RegExp(FORBIDDEN_CHARACTER.source, 'gu');

/** One line of caller text (a code, a call's name, an address) without control characters. */
export const recordable = (text: string): string => text.replace(CONTROLS, '');

/** `recordable`, and null for null or undefined. */
export const recordableOrNull = (text: string | null | undefined): string | null =>
  text === null || text === undefined ? null : recordable(text);

/**
 * A value as the JSON text to record, its strings and keys at any depth without control characters but tab and
 * line breaks (a reason typed on several lines keeps them; JSON escapes them).
 */
export function recordedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'string') return inner.replace(FORBIDDEN, '');
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(Object.entries(inner).map(([k, v]) => [k.replace(FORBIDDEN, ''), v]));
    }
    return inner;
  });
}
