import type { CallDef } from '../common.js';

export const collectionChannelCalls = {} satisfies Record<string, CallDef>;
