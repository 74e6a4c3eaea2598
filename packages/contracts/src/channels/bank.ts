import type { CallDef } from '../common.js';

export const bankChannelCalls = {} satisfies Record<string, CallDef>;
