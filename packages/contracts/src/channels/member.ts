import type { CallDef } from '../common.js';

export const memberChannelCalls = {} satisfies Record<string, CallDef>;
