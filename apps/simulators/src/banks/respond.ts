import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Charset } from './charset.js';
import { encodeXml } from './xml.js';

export function sendXml(res: ServerResponse, status: number, xml: string, charset: Charset = 'UTF-8') {
  res
    .writeHead(status, { 'content-type': `text/xml; charset=${charset.toLowerCase()}`, 'cache-control': 'no-store' })
    .end(encodeXml(xml, charset));
}

export interface PageOptions {
  /** Inline scripts the page carries; each is allowed by its hash, nothing else runs. */
  scripts?: string[];
  /** The page posts into a hidden frame (the duplicate-callback page). */
  frames?: boolean;
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** Like http.ts sendHtml, with room for the one auto-submit script and frame the callback pages need. */
export function sendPage(res: ServerResponse, status: number, html: string, options: PageOptions = {}) {
  const scripts = options.scripts?.length ? `; script-src ${options.scripts.map(scriptHash).join(' ')}` : '';
  const frames = options.frames ? '; frame-src *' : '';
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'${scripts}${frames}`,
    })
    .end(html);
}

/**
 * Holds the request for `ms`, then lets `answer` reply (a 504 as a gateway in front of a slow bank would);
 * nothing is sent when the client gave up first.
 */
export function holdThen(res: ServerResponse, ms: number, answer: () => void) {
  const timer = setTimeout(() => {
    if (!res.writableEnded && !res.destroyed) answer();
  }, ms);
  res.on('close', () => clearTimeout(timer));
}

export const faultModes = ['timeout', 'error'] as const;
export type FaultMode = (typeof faultModes)[number];

/** The next `failNext` server-to-server calls fail: 'timeout' holds then answers 504, 'error' answers 500. */
export interface BankFaults {
  failNext: number;
  mode: FaultMode;
}

export const FaultsBody = z.object({
  failNext: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0).max(1000)),
  mode: z.enum(faultModes).default('timeout'),
});

export class FaultSwitch {
  faults: BankFaults = { failNext: 0, mode: 'timeout' };

  set(faults: BankFaults) {
    this.faults = { ...faults };
  }

  /** Uses up one pending fault, if any, and says which. */
  take(): FaultMode | null {
    if (this.faults.failNext <= 0) return null;
    this.faults = { ...this.faults, failNext: this.faults.failNext - 1 };
    return this.faults.mode;
  }
}
