import type { CallDef } from '@e-belediye/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';

export interface CallContext {
  database: Database;
  settings: Settings;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handlers<T extends Record<string, CallDef>> = {
  [K in keyof T]: (input: z.output<T[K]['request']>, ctx: CallContext) => Promise<z.input<T[K]['response']>>;
};

/** Registers POST /api/<name> for each call, validating the body and the answer against the contract. */
export function registerCalls<T extends Record<string, CallDef>>(
  app: FastifyInstance,
  defs: T,
  handlers: Handlers<T>,
  deps: Omit<CallContext, 'request' | 'reply'>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(defs) as Array<keyof T & string>) {
    const def = defs[name];
    typed.post(
      `/api/${name}`,
      { schema: { body: def.request, response: { 200: def.response }, tags: [def.tag], summary: def.summary } },
      async (request, reply) => handlers[name](request.body as never, { ...deps, request, reply }),
    );
  }
}
