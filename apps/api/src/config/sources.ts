import { readFileSync } from 'node:fs';
import { type Problem, problemsOf, SettingsError, settingsMessage } from './problems.js';
import { environmentVariables, type SettingsFile, SettingsFileSchema } from './schema.js';

/** Environment variables whose value is never repeated in a message (a database URL may carry a password). */
const unquoted = new Set(['DATABASE_URL']);

/**
 * The settings file, checked on its own. A value the file gets wrong is reported and left out, so the merged
 * settings fall back to the default there and no second problem follows from the same mistake.
 */
export function readSettingsFile(path: string | undefined): { file: SettingsFile; problems: Problem[] } {
  if (!path) return { file: {}, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `geçerli JSON değil (${error.message})`
        : `okunamadı (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    throw new SettingsError([{ path: 'EBELEDIYE_SETTINGS', message: `${path} ${reason}` }]);
  }
  const parsed = SettingsFileSchema.safeParse(raw, { error: settingsMessage });
  if (parsed.success) return { file: parsed.data, problems: [] };
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const file = isObject ? structuredClone(raw as Record<string, unknown>) : {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) removeAt(file, [...issue.path, key]);
    else removeAt(file, issue.path);
  }
  return { file: file as SettingsFile, problems: problemsOf(SettingsFileSchema, parsed.error) };
}

function removeAt(target: Record<string, unknown>, path: readonly PropertyKey[]): void {
  if (path.length === 0) return;
  let at: unknown = target;
  for (const step of path.slice(0, -1)) {
    if (typeof at !== 'object' || at === null) return;
    at = (at as Record<PropertyKey, unknown>)[step];
  }
  if (typeof at === 'object' && at !== null) delete (at as Record<PropertyKey, unknown>)[path[path.length - 1]];
}

export interface EnvironmentLayer {
  layer: SettingsFile & { simulatorsPort?: number; metricsPort?: number; metricsHost?: string };
  /** Settings key → the variable that set it, so later problems name the variable. */
  origins: Map<string, string>;
  problems: Problem[];
}

/** The API's environment variables; empty counts as unset (as `DATABASE_URL=` asks for PGlite). */
export function readEnvironment(env: NodeJS.ProcessEnv): EnvironmentLayer {
  const result: EnvironmentLayer = { layer: {}, origins: new Map(), problems: [] };
  for (const [name, { key, schema }] of Object.entries(environmentVariables)) {
    const text = env[name];
    if (!text) continue;
    const parsed = schema.safeParse(text, { error: settingsMessage });
    if (parsed.success) {
      (result.layer as Record<string, unknown>)[key] = parsed.data;
      result.origins.set(key, name);
    } else {
      const given = unquoted.has(name) ? '' : ` (verilen: "${text}")`;
      result.problems.push({ path: name, message: `${parsed.error.issues[0].message}${given}` });
    }
  }
  return result;
}
