import { z } from 'zod';
import { access, BaseRequest, Code, defineCall } from '../common.js';

export const Parameter = z.object({ TypeCode: z.int(), Code: z.string(), Name: z.string(), SortOrder: z.int() });
export const Bank = z.object({
  Code: z.string(),
  Name: z.string(),
  LegalName: z.string(),
  Swift: z.string(),
  IbanBankCode: z.string(),
});
export const BankBranch = z.object({
  Oid: z.int(),
  BankCode: z.string(),
  Code: z.string(),
  Name: z.string(),
  City: z.string(),
});

const tag = 'lookups';
export const parameterCalls = {
  RetrieveParametersWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Bir parametre tipinin değerleri',
    request: BaseRequest.extend({ parameterTypeCode: z.int().min(1).max(9999) }),
    response: z.array(Parameter),
  }),
  RetrieveBanksWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Banka listesi (EFT kodlarıyla)',
    request: BaseRequest,
    response: z.array(Bank),
  }),
  RetrieveBankBranchesWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Bir bankanın şubeleri',
    request: BaseRequest.extend({ bankCode: Code }),
    response: z.array(BankBranch),
  }),
};
