import type { FastifyInstance } from 'fastify';

/** The committed copy of the served OpenAPI document, reviewed like code (docs/api/openapi.json). */
export const OPENAPI_FILE = 'docs/api/openapi.json';

/** The served document in a stable form: sorted keys, so the committed copy changes only when the API does. */
export function openApiText(app: FastifyInstance): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return `${JSON.stringify(sort(app.swagger()), null, 2)}\n`;
}
