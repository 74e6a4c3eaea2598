import { type Subscription, WaterLineStatuses } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import type { DebtOwner } from '../ledger/index.js';
import { addressText } from '../registries/index.js';

/** A registry as the ledger reads its debts: the registry itself and the meters it holds. */
export async function debtOwner(database: Database, registryOid: number): Promise<DebtOwner> {
  const rows = await database.db
    .selectFrom('subscription')
    .select(['oid', 'subscriber_no'])
    .where('registry_oid', '=', registryOid)
    .execute();
  return { registryOid, meters: new Map(rows.map((r) => [r.oid, r.subscriber_no])) };
}

/** The meter with this subscriber number and the registry that holds it. */
export async function subscriptionByNo(database: Database, subscriberNo: string) {
  const s = await database.db
    .selectFrom('subscription')
    .select(['oid', 'registry_oid'])
    .where('subscriber_no', '=', subscriberNo)
    .executeTakeFirst();
  return s && { oid: s.oid, registryOid: s.registry_oid };
}

export const lineStatusName = (status: number) =>
  WaterLineStatuses[status as keyof typeof WaterLineStatuses] ?? String(status);

/** The registry's water subscriptions with their addresses, by subscriber number. */
export async function subscriptionsOf(database: Database, registryOid: number): Promise<Subscription[]> {
  const rows = await database.db
    .selectFrom('subscription')
    .selectAll()
    .where('registry_oid', '=', registryOid)
    .orderBy('subscriber_no')
    .execute();
  return Promise.all(
    rows.map(async (s) => ({
      Oid: s.oid,
      SubscriberNo: s.subscriber_no,
      TariffName: s.tariff_name,
      MeterNo: s.meter_no,
      LineStatus: s.line_status,
      LineStatusName: lineStatusName(s.line_status),
      Address: await addressText(database, s.inner_door_oid, s.outer_door_oid, s.street_code),
      DepositKurus: s.deposit_kurus,
    })),
  );
}

/** The address of one of the registry's own meters; another registry's number is not found. */
export async function subscriberAddress(database: Database, registryOid: number, subscriberNo: string) {
  const s = await database.db
    .selectFrom('subscription')
    .selectAll()
    .where('subscriber_no', '=', subscriberNo)
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  if (!s) throw notFound('Bu numarayla size ait bir su aboneliği bulunamadı.');
  return {
    SubscriberNo: s.subscriber_no,
    Address: await addressText(database, s.inner_door_oid, s.outer_door_oid, s.street_code),
  };
}
