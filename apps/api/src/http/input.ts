import { ErrorMessages, FORBIDDEN_CHARACTER } from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.js';

/**
 * Whether any string in a parsed request part — object keys included, at any depth — holds a character no
 * request carries (NUL and the other controls but tab and line breaks). Walks with its own stack, so a body
 * nested deeper than the call stack is no failure of ours.
 */
export function carriesForbiddenCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (FORBIDDEN_CHARACTER.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (FORBIDDEN_CHARACTER.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * One guard for every route: path parameters, query and body are refused with a Turkish 400 when they carry a
 * control character, whatever the route's own schema says. PostgreSQL cannot store NUL at all, and no form field
 * or bank return ever holds one. Installed on the root before any route, so every route has it.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if ([request.params, request.query, request.body].some(carriesForbiddenCharacter)) {
      throw invalid(ErrorMessages.controlCharacter);
    }
  });
}
