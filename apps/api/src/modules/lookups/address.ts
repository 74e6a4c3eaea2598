import { AddressSourceTypes, type addressCalls } from '@e-belediye/contracts';
import { orderTr } from '../../db/text.js';
import type { Handlers } from '../../http/calls.js';

const districtColumns = ['code as Code', 'name as Name', 'county_code as CountyCode'] as const;

export const addressHandlers: Handlers<typeof addressCalls> = {
  async AddressGetCountyListWithoutAuthorization(_input, { database }) {
    return database.db.selectFrom('county').select(['code as Code', 'name as Name']).orderBy('code').execute();
  },
  async GetDistrictListWithoutAuthorization({ countyCode }, { database }) {
    let q = database.db.selectFrom('district').select(districtColumns);
    if (countyCode) q = q.where('county_code', '=', countyCode);
    return q.orderBy(orderTr('name')).execute();
  },
  async GetDistrictListViaCountyCode({ countyCode }, { database }) {
    return database.db
      .selectFrom('district')
      .select(districtColumns)
      .where('county_code', '=', countyCode)
      .orderBy(orderTr('name'))
      .execute();
  },
  async GetDistrictListFromActiveAddressSource(_input, { database, settings }) {
    return database.db
      .selectFrom('district')
      .select(districtColumns)
      .where('county_code', 'in', settings.address.countyCodes)
      .orderBy(orderTr('name'))
      .execute();
  },
  async GetStreetListWithoutAuthorization({ districtCode }, { database }) {
    return database.db
      .selectFrom('street')
      .select(['code as Code', 'name as Name', 'type_name as TypeName', 'district_code as DistrictCode'])
      .where('district_code', '=', districtCode)
      .orderBy(orderTr('name'))
      .execute();
  },
  async GetOuterDoorListWithoutAuthorization({ streetCode }, { database }) {
    const rows = await database.db
      .selectFrom('outer_door')
      .select(['oid as Oid', 'door_no as DoorNo', 'street_code as StreetCode', 'postal_code as PostalCode'])
      .where('street_code', '=', streetCode)
      .execute();
    // Door numbers sort as people read them: 2, 10, 10A.
    return rows.sort((a, b) => a.DoorNo.localeCompare(b.DoorNo, 'tr', { numeric: true }));
  },
  async GetConcreteInnerDoorListWithoutAuthorization({ outerDoorOid }, { database }) {
    const rows = await database.db
      .selectFrom('inner_door')
      .select(['oid as Oid', 'door_no as DoorNo', 'outer_door_oid as OuterDoorOid', 'usage_type as UsageType'])
      .where('outer_door_oid', '=', outerDoorOid)
      .execute();
    return rows.sort((a, b) => a.DoorNo.localeCompare(b.DoorNo, 'tr', { numeric: true }));
  },
  async GetAddressParameter(_input, { settings }) {
    const type = settings.address.activeSourceType as keyof typeof AddressSourceTypes;
    return {
      ActiveAddressSourceType: type,
      AddressSourceTypeName: AddressSourceTypes[type] ?? '',
      CityCode: settings.app.CityCode,
      CityName: settings.app.CityName,
      DefaultCountyCode: settings.address.defaultCountyCode,
      CountyCodes: settings.address.countyCodes,
    };
  },
};
