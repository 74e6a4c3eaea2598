import type { RequestContext } from './http.js';

/** One outside system served under its own path prefix. */
export interface Simulator {
  /** Path prefix, e.g. '/edevlet'; also the link on the index page. */
  path: string;
  name: string;
  description: string;
  /** Answers the request and resolves true, or resolves false when the path is not one of its own. */
  handle(ctx: RequestContext): Promise<boolean>;
}
