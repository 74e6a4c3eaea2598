import { randomBytes } from 'node:crypto';

/** How the simulated e-Devlet misbehaves for one login, chosen on the authorization page. */
export const faultModes = ['normal', 'null-token', 'wrong-code'] as const;
export type FaultMode = (typeof faultModes)[number];

export function isFaultMode(value: string | undefined): value is FaultMode {
  return (faultModes as readonly string[]).includes(value ?? '');
}

export interface AuthorizationCode {
  code: string;
  clientId: string;
  redirectUri: string;
  kimlikNo: string;
  fault: FaultMode;
  expiresAt: number;
}

export interface AccessToken {
  token: string;
  clientId: string;
  kimlikNo: string;
  fault: FaultMode;
  expiresAt: number;
}

export type RedeemResult =
  | { ok: true; grant: AuthorizationCode }
  | { ok: false; reason: 'unknown' | 'expired' | 'client' | 'redirect_uri' };

/** Authorization codes (single use) and access tokens, in memory. */
export class EdevletStore {
  readonly codes = new Map<string, AuthorizationCode>();
  readonly tokens = new Map<string, AccessToken>();

  constructor(
    private readonly codeTtlMs: number,
    private readonly tokenTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  issueCode(grant: Omit<AuthorizationCode, 'code' | 'expiresAt'>): AuthorizationCode {
    this.sweep();
    const issued = { ...grant, code: randomBytes(24).toString('base64url'), expiresAt: this.now() + this.codeTtlMs };
    this.codes.set(issued.code, issued);
    return issued;
  }

  /** Any attempt with a known code uses it up, so a code can never be tried twice. */
  redeemCode(code: string, clientId: string, redirectUri: string): RedeemResult {
    const grant = this.codes.get(code);
    if (!grant) return { ok: false, reason: 'unknown' };
    this.codes.delete(code);
    if (grant.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    if (grant.clientId !== clientId) return { ok: false, reason: 'client' };
    if (grant.redirectUri !== redirectUri) return { ok: false, reason: 'redirect_uri' };
    return { ok: true, grant };
  }

  issueToken(grant: AuthorizationCode): AccessToken {
    const token: AccessToken = {
      token: randomBytes(32).toString('base64url'),
      clientId: grant.clientId,
      kimlikNo: grant.kimlikNo,
      fault: grant.fault,
      expiresAt: this.now() + this.tokenTtlMs,
    };
    this.tokens.set(token.token, token);
    return token;
  }

  /** The live token, or undefined when unknown or expired. */
  findToken(token: string): AccessToken | undefined {
    const found = this.tokens.get(token);
    if (!found) return undefined;
    if (found.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return found;
  }

  get tokenTtlSeconds(): number {
    return Math.round(this.tokenTtlMs / 1000);
  }

  clear() {
    this.codes.clear();
    this.tokens.clear();
  }

  /** Drops what has expired so memory stays bounded. */
  private sweep() {
    const now = this.now();
    for (const [key, value] of this.codes) if (value.expiresAt <= now) this.codes.delete(key);
    for (const [key, value] of this.tokens) if (value.expiresAt <= now) this.tokens.delete(key);
  }
}
