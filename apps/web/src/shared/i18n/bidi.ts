/**
 * A number, amount, date, phone or code set into a right-to-left sentence, isolated left to right (U+2066 … U+2069),
 * so "28.11.2026 14:30" or "(5**) *** ** 67" keeps its order among Arabic words (ADR 0056). Arabic catalogues only:
 * Turkish and English sentences run the same way as their values.
 */
export const ltr = (value: string | number): string => `\u2066${value}\u2069`;
