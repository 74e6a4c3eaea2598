import { z } from 'zod';
import { access, BaseRequest, defineCall } from '../common.js';

/** A water subscription (abonelik): the meter, its tariff and line, and the deposit (güvence bedeli) held. */
export const Subscription = z.object({
  Oid: z.int(),
  SubscriberNo: z.string(),
  TariffName: z.string(),
  LineStatus: z.int(),
  LineStatusName: z.string(),
  Address: z.string().nullable(),
  DepositKurus: z.int(),
});
export type Subscription = z.infer<typeof Subscription>;

const tag = 'water';
export const waterCalls = {
  GetSubscriptionList: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin su abonelikleri',
    request: BaseRequest,
    response: z.array(Subscription),
  }),
  GetSubscriberAddressString: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicile ait bir su aboneliğinin adresi',
    request: BaseRequest.extend({
      subscriberNo: z
        .string()
        .trim()
        .regex(/^\d{4,12}$/, 'Abone numarası yalnızca rakamlardan oluşur.'),
    }),
    response: z.object({ SubscriberNo: z.string(), Address: z.string().nullable() }),
  }),
};
