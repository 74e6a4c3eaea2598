/**
 * A contracted bank's collection client (anlaşmalı banka tahsilat istemcisi): what a bank's core system sends to
 * the municipality's TahsilatApi at POST <portal>/kanal/api/<Name>, with the key the municipality issued to it.
 */

export interface BranchConfig {
  /** The portal's origin, e.g. http://localhost:3000 (SIM_PORTAL_URL; default from PORT). */
  portalUrl: string;
  /** SIM_BRANCH_INSTITUTION_CODE / SIM_BRANCH_API_KEY: the demo Vakıfbank collection key by default. */
  institutionCode: string;
  apiKey: string;
}

export function branchConfig(env: NodeJS.ProcessEnv = process.env): BranchConfig {
  return {
    portalUrl: (env.SIM_PORTAL_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    institutionCode: env.SIM_BRANCH_INSTITUTION_CODE || 'VAKIFBANK',
    apiKey: env.SIM_BRANCH_API_KEY || 'ebk_demo_vakif_5d1a8e3f27c04b9a6e12',
  };
}

export interface Answer<T> {
  status: number;
  body: T & { Code?: string; Message?: string };
}

export interface BankDebt {
  AccrualOid: number;
  RevenueCode: number;
  RevenueName: string;
  Year: number;
  InstallmentNo: number;
  DueDate: string;
  SubscriberNo: string | null;
  PrincipalKurus: number;
  LateFeeKurus: number;
  TotalKurus: number;
  Collectable: boolean;
  HeldBy: string | null;
}

export interface Debts {
  PayerName: string;
  AsOf: string;
  Debts: BankDebt[];
  TotalKurus: number;
}

export interface Receipt {
  BankReference: string;
  ReceiptNo: string;
  VerificationCode: string;
  CollectedAt: string;
  TotalKurus: number;
  CollectionTypeName: string;
  Channel: string;
  BankName: string;
  BranchCode: string | null;
  Status: 'COLLECTED' | 'CANCELLED';
  CancelledAt: string | null;
}

export interface Reconciliation {
  Date: string;
  MatchedCount: number;
  Differences: Array<{ Kind: string; BankReference: string; OurKurus: number | null; BankKurus: number | null }>;
}

export interface Payer {
  pidNo?: string;
  subscriberNo?: string;
}

export interface CollectRequest extends Payer {
  bankReference: string;
  accrualOids: number[];
  totalKurus: number;
  branchCode?: string;
  collectedAt?: string;
}

export class BranchClient {
  constructor(readonly config: BranchConfig) {}

  /** One call; `timeoutMs` gives up waiting as a bank's client does, whether the portal got the request or not. */
  async call<T>(name: string, body: object, timeoutMs = 15_000): Promise<Answer<T>> {
    const res = await fetch(`${this.config.portalUrl}/kanal/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        security: { institutionCode: this.config.institutionCode, apiKey: this.config.apiKey },
        ...body,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }

  debts(payer: Payer) {
    return this.call<Debts>('GetDebts', payer);
  }

  collect(request: CollectRequest, timeoutMs?: number) {
    return this.call<Receipt>('Collect', request, timeoutMs);
  }

  cancel(bankReference: string) {
    return this.call<Receipt>('CancelCollection', { bankReference });
  }

  collections(date: string) {
    return this.call<{ Date: string; Items: Receipt[]; Count: number; TotalKurus: number }>('GetCollections', {
      date,
    });
  }

  reconcile(date: string, items: Array<{ bankReference: string; amountKurus: number }>) {
    return this.call<Reconciliation>('Reconcile', { date, items });
  }
}

/** Today in Turkey ('YYYY-MM-DD'): the bank's business day is the municipality's. */
export const istanbulToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);

/** The oldest debts of one revenue type the payer can pay now: a selection the oldest-first rule accepts. */
export function oldestOfOneKind(debts: readonly BankDebt[], count: number): BankDebt[] {
  const kinds = new Map<string, BankDebt[]>();
  for (const d of debts) {
    const key = `${d.RevenueCode}|${d.SubscriberNo ?? ''}`;
    kinds.set(key, [...(kinds.get(key) ?? []), d]);
  }
  for (const group of kinds.values()) {
    const firstHeld = group.findIndex((d) => !d.Collectable);
    const free = firstHeld < 0 ? group : group.slice(0, firstHeld);
    if (free.length >= count) return free.slice(0, count);
  }
  return [];
}
