import { access, type CallDef, defineCall } from '../common.js';
import { addressCalls } from '../lookups/address.js';
import { parameterCalls } from '../lookups/parameters.js';
import { CHANNEL_TAGS, ChannelRequest } from './security.js';

/** A public lookup of the portal, offered to a channel: the same question and answer, with the security object. */
function lookup<D extends CallDef & { request: { shape: object } }>(def: D, summary: string) {
  return defineCall({
    tag: CHANNEL_TAGS.parametre,
    access: access.channel('parametre'),
    summary,
    request: ChannelRequest.extend((def.request as unknown as typeof ChannelRequest).shape) as typeof ChannelRequest &
      D['request'],
    response: def.response as D['response'],
  });
}

export const parameterChannelCalls = {
  GetCounties: lookup(addressCalls.AddressGetCountyListWithoutAuthorization, 'Belediyenin ilçeleri'),
  GetDistricts: lookup(addressCalls.GetDistrictListWithoutAuthorization, 'Mahalleler (ilçe koduyla ya da tümü)'),
  GetStreets: lookup(addressCalls.GetStreetListWithoutAuthorization, 'Bir mahallenin cadde ve sokakları'),
  GetParameters: lookup(parameterCalls.RetrieveParametersWithoutAuthorization, 'Bir türün parametreleri'),
  GetBanks: lookup(parameterCalls.RetrieveBanksWithoutAuthorization, 'Bankalar'),
  GetBankBranches: lookup(parameterCalls.RetrieveBankBranchesWithoutAuthorization, 'Bir bankanın şubeleri'),
} satisfies Record<string, CallDef>;
