import type { CallDef } from '../common.js';

export const menuCalls = {} satisfies Record<string, CallDef>;
