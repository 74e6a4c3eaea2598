import type { parameterChannelCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { addressHandlers, parameterHandlers } from '../lookups/index.js';

/** The portal's public lookups, answered by the lookups module exactly as on the web. */
export const parameterChannelHandlers: Handlers<typeof parameterChannelCalls> = {
  GetCounties: (input, ctx) => addressHandlers.AddressGetCountyListWithoutAuthorization(input, ctx),
  GetDistricts: (input, ctx) => addressHandlers.GetDistrictListWithoutAuthorization(input, ctx),
  GetStreets: (input, ctx) => addressHandlers.GetStreetListWithoutAuthorization(input, ctx),
  GetParameters: (input, ctx) => parameterHandlers.RetrieveParametersWithoutAuthorization(input, ctx),
  GetBanks: (input, ctx) => parameterHandlers.RetrieveBanksWithoutAuthorization(input, ctx),
  GetBankBranches: (input, ctx) => parameterHandlers.RetrieveBankBranchesWithoutAuthorization(input, ctx),
};
