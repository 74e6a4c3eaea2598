import type { CallDef } from '../common.js';

export const parameterChannelCalls = {} satisfies Record<string, CallDef>;
