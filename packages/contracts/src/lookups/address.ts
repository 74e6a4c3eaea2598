import { z } from 'zod';
import { access, BaseRequest, Code, defineCall, Oid } from '../common.js';

export const County = z.object({ Code: z.string(), Name: z.string() });
export const District = z.object({ Code: z.string(), Name: z.string(), CountyCode: z.string() });
export const Street = z.object({ Code: z.string(), Name: z.string(), TypeName: z.string(), DistrictCode: z.string() });
export const OuterDoor = z.object({ Oid: z.int(), DoorNo: z.string(), StreetCode: z.string(), PostalCode: z.string() });
export const InnerDoor = z.object({ Oid: z.int(), DoorNo: z.string(), OuterDoorOid: z.int(), UsageType: z.string() });
export const AddressParameter = z.object({
  ActiveAddressSourceType: z.int(),
  AddressSourceTypeName: z.string(),
  CityCode: z.string(),
  CityName: z.string(),
  DefaultCountyCode: z.string(),
  CountyCodes: z.array(z.string()),
});

const tag = 'lookups';
export const addressCalls = {
  AddressGetCountyListWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'İlçe listesi',
    request: BaseRequest,
    response: z.array(County),
  }),
  GetDistrictListWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Mahalle listesi (ilçe verilmezse tümü)',
    request: BaseRequest.extend({ countyCode: Code.optional() }),
    response: z.array(District),
  }),
  GetDistrictListViaCountyCode: defineCall({
    tag,
    access: access.public,
    summary: 'Bir ilçenin mahalleleri',
    request: BaseRequest.extend({ countyCode: Code }),
    response: z.array(District),
  }),
  GetDistrictListFromActiveAddressSource: defineCall({
    tag,
    access: access.public,
    summary: 'Etkin adres kaynağındaki mahalleler',
    request: BaseRequest,
    response: z.array(District),
  }),
  GetStreetListWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Bir mahallenin cadde ve sokakları',
    request: BaseRequest.extend({ districtCode: Code }),
    response: z.array(Street),
  }),
  GetOuterDoorListWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Bir sokağın dış kapı numaraları',
    request: BaseRequest.extend({ streetCode: Code }),
    response: z.array(OuterDoor),
  }),
  GetConcreteInnerDoorListWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Bir dış kapının iç kapı numaraları',
    request: BaseRequest.extend({ outerDoorOid: Oid }),
    response: z.array(InnerDoor),
  }),
  GetAddressParameter: defineCall({
    tag,
    access: access.public,
    summary: 'Adres parametreleri (etkin adres kaynağı, ilçeler)',
    request: BaseRequest,
    response: AddressParameter,
  }),
};
