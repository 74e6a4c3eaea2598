import { todayInIstanbul, type waterCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { sessionRegistry } from '../registries/index.js';
import { subscriptionBills } from './bills.js';
import * as desk from './desk.js';
import { maskedSubscriber, maskedSubscriptions, sendCancellationCode, verifyCancellationCode } from './identity.js';
import { subscriberAddress, subscriptionsOf } from './service.js';
import { myCancellations, startCancellation, trackCancellation } from './start.js';

export const waterHandlers: Handlers<typeof waterCalls> = {
  async GetSubscriptionList(_input, ctx) {
    return subscriptionsOf(ctx.database, await sessionRegistry(ctx));
  },
  async GetSubscriberAddressString({ subscriberNo }, ctx) {
    return subscriberAddress(ctx.database, await sessionRegistry(ctx), subscriberNo);
  },
  async GetSubscriptionBills({ subscriberNo }, ctx) {
    return subscriptionBills(ctx.database, await sessionRegistry(ctx), subscriberNo, todayInIstanbul());
  },

  async GetContractCancellationTerms(_input, { settings }) {
    return {
      Today: todayInIstanbul(),
      CuttingMinDays: settings.water.cuttingMinDays,
      CuttingMaxDays: settings.water.cuttingMaxDays,
    };
  },
  async ValidateSubscriberNo({ subscriberNo }, ctx) {
    return maskedSubscriber(ctx.database, subscriberNo);
  },
  async GetSubscriberListByIdentityNumber({ identityNumber }, ctx) {
    return maskedSubscriptions(ctx.database, identityNumber);
  },
  async SendContractCancellationCode(input, ctx) {
    return sendCancellationCode(ctx, input);
  },
  async VerifyContractCancellationCode({ challengeId, code }, ctx) {
    return verifyCancellationCode(ctx, challengeId, code);
  },
  async StartElectronicStateContractCancellation(input, ctx) {
    return startCancellation(ctx, input);
  },
  async GetContractCancellationStatus({ applicationNo, gsmNumber }, ctx) {
    return trackCancellation(ctx, applicationNo, gsmNumber);
  },
  async GetMyContractCancellations(_input, ctx) {
    return myCancellations(ctx, await sessionRegistry(ctx));
  },

  async GetWaterCancellationQueue(input, ctx) {
    return desk.queue(ctx, input);
  },
  async GetWaterCancellation({ cancellationOid }, ctx) {
    return desk.readCancellation(ctx, cancellationOid);
  },
  async AssignWaterCancellation({ cancellationOid, fieldTeam }, ctx) {
    return desk.assign(ctx, cancellationOid, fieldTeam);
  },
  async RecordWaterLineCut({ cancellationOid, cutOn, finalIndex, earlyCutReason }, ctx) {
    return desk.recordCut(ctx, cancellationOid, { cutOn, finalIndex, earlyCutReason: earlyCutReason ?? null });
  },
  async RejectWaterCancellation({ cancellationOid, reason }, ctx) {
    return desk.reject(ctx, cancellationOid, reason);
  },
  async IssueWaterFinalBill({ cancellationOid }, ctx) {
    return desk.issueFinalBill(ctx, cancellationOid);
  },
  async ComputeWaterRefund({ cancellationOid }, ctx) {
    return desk.computeRefund(ctx, cancellationOid);
  },
  async ApproveWaterRefund({ cancellationOid }, ctx) {
    return desk.approveRefund(ctx, cancellationOid);
  },
  async MarkWaterRefundSent({ cancellationOid, ...sent }, ctx) {
    return desk.markRefundSent(ctx, cancellationOid, sent);
  },
};
