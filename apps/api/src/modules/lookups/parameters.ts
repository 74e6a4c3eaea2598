import type { parameterCalls } from '@e-belediye/contracts';
import { orderTr } from '../../db/text.js';
import type { Handlers } from '../../http/calls.js';

export const parameterHandlers: Handlers<typeof parameterCalls> = {
  async RetrieveParametersWithoutAuthorization({ parameterTypeCode }, { database }) {
    return database.db
      .selectFrom('parameter')
      .select(['type_code as TypeCode', 'code as Code', 'name as Name', 'sort_order as SortOrder'])
      .where('type_code', '=', parameterTypeCode)
      .orderBy('sort_order')
      .orderBy(orderTr('name'))
      .execute();
  },
  async RetrieveBanksWithoutAuthorization(_input, { database }) {
    return database.db
      .selectFrom('bank')
      .select([
        'code as Code',
        'name as Name',
        'legal_name as LegalName',
        'swift as Swift',
        'iban_bank_code as IbanBankCode',
      ])
      .orderBy(orderTr('name'))
      .execute();
  },
  async RetrieveBankBranchesWithoutAuthorization({ bankCode }, { database }) {
    return database.db
      .selectFrom('bank_branch')
      .select(['oid as Oid', 'bank_code as BankCode', 'code as Code', 'name as Name', 'city as City'])
      .where('bank_code', '=', bankCode)
      .orderBy(orderTr('name'))
      .execute();
  },
};
