import type { CallDef } from '../common.js';

export const registryChannelCalls = {} satisfies Record<string, CallDef>;
