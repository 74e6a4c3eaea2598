/** Credentials and timings of the simulators; the portal's settings must carry the same values. */
export interface SimulatorConfig {
  edevlet: {
    /** SIM_EDEVLET_CLIENT_ID — the one institution (client) this e-Devlet knows. */
    clientId: string;
    /** SIM_EDEVLET_CLIENT_SECRET */
    clientSecret: string;
    /** Lifetime of an authorization code. */
    codeTtlMs: number;
    /** Lifetime of an access token (also `expires_in`). */
    tokenTtlMs: number;
  };
  nis: {
    /** SIM_NIS_USER / SIM_NIS_PASSWORD — Basic auth of the KPS service. */
    user: string;
    password: string;
  };
  sms: {
    /** SIM_SMS_USER / SIM_SMS_PASSWORD — NetGSM usercode and password (Basic auth). */
    user: string;
    password: string;
    /** How long a send is held in the 'timeout' fault mode before the 504. */
    timeoutMs: number;
    /** Inbox size; the oldest messages are dropped beyond it. */
    maxMessages: number;
    /**
     * SIM_SMS_UNICODE_ENCODING — the `encoding` value this gateway takes as UCS-2 (the portal's
     * integrations.sms.unicodeEncoding must match); any other value but "TR" is refused with code 70.
     */
    unicodeEncoding: string;
  };
}

export type SimulatorConfigOverrides = {
  [K in keyof SimulatorConfig]?: Partial<SimulatorConfig[K]>;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: SimulatorConfigOverrides = {}) {
  const config: SimulatorConfig = {
    edevlet: {
      clientId: env.SIM_EDEVLET_CLIENT_ID || 'yesilvadi-ebelediye',
      clientSecret: env.SIM_EDEVLET_CLIENT_SECRET || 'dev-edevlet-secret',
      codeTtlMs: 5 * 60_000,
      tokenTtlMs: 60 * 60_000,
      ...overrides.edevlet,
    },
    nis: {
      user: env.SIM_NIS_USER || 'yesilvadi',
      password: env.SIM_NIS_PASSWORD || 'dev-nis-password',
      ...overrides.nis,
    },
    sms: {
      user: env.SIM_SMS_USER || 'yesilvadi',
      password: env.SIM_SMS_PASSWORD || 'dev-sms-password',
      timeoutMs: 15_000,
      maxMessages: 1000,
      unicodeEncoding: env.SIM_SMS_UNICODE_ENCODING || 'UNICODE',
      ...overrides.sms,
    },
  };
  return config;
}
