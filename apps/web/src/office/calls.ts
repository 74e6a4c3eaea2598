import { type CallDef, calls } from '@e-belediye/contracts';
import { registerStaffCalls } from '../shared/api/client.js';

/**
 * The calls made for the staff session (access `staff` in the contract) carry the office's CSRF cookie. Known once
 * the office bundle is here: the contract travels with it, never with a citizen's first load.
 */
export const staffCallNames = Object.entries(calls as Record<string, CallDef>)
  .filter(([, def]) => def.access.kind === 'staff')
  .map(([name]) => name);

registerStaffCalls(staffCallNames);

/** A call that speaks for the staff session: its 401 means the office session ended. */
export const isStaffCall = (name: unknown) => typeof name === 'string' && staffCallNames.includes(name);
