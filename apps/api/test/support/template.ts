/** The suite's template database and the seed it is made from; the backup drill seeds its source the same way. */
export const TEMPLATE_DB = 'ebelediye_test_template';
export const SEED = { seed: 42, scale: 1, today: '2026-11-23' } as const;
