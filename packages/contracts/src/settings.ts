import { z } from 'zod';
import { ReminderSettings } from './calendar/kinds.js';
import { HomeNotice } from './settings-runtime/index.js';
import { ReligiousHolidayList } from './settings-runtime/religious-holidays.js';

/** The public part of the municipality's settings, served as GET /AppSetting.json.
 * Secrets of the same settings file (machineKey, SMS and bank credentials, api keys) stay on the server. */
export const AppSettingSchema = z.object({
  Service: z.string(),
  ApplicationName: z.string(),
  CityName: z.string(),
  CityCode: z.string(),
  CountyName: z.string(),
  CountyCode: z.string(),
  MunicipalityName: z.string(),
  MunicipalityNameCapital: z.string(),
  /** The municipality's address, tax office and tax number (VKN), printed on every receipt it issues. */
  MunicipalityAddress: z.string(),
  MunicipalityTaxOffice: z.string(),
  MunicipalityTaxNumber: z.string(),
  HasSubscription: z.boolean(),
  IsEDevletLoginDisable: z.boolean(),
  MayorName: z.string(),
  MayorTitle: z.string(),
  MunicipalityWebsiteUrl: z.string(),
  MayorPhotosUrl: z.string(),
  MayorInfoUrl: z.string(),
  ActiveBankMerchantCode: z.string(),
  CurrencyCode: z.string(),
  ExpirationYearsToAdd: z.number().int(),
  StoreType: z.string(),
  SuccessUrl: z.string(),
  FailureUrl: z.string(),
  LogoCoordinates: z.string(),
  LogoWidth: z.number(),
  LogoHeight: z.number(),
  EDEVLET_REDIRECT_URI: z.string(),
  EDEVLET_CLIENT_ID: z.string(),
  OperationPauseStartHours: z.number().int(),
  OperationPauseStartMinute: z.number().int(),
  OperationPauseFinishHours: z.number().int(),
  OperationPauseFinishMinute: z.number().int(),
  /** Notices on the home page, changed in the office (settings-runtime); none by default. */
  HomeNotices: z.array(HomeNotice).optional(),
  /** Ramazan and Kurban Bayramı in force (settings-runtime); absent: the working-day calendar's list in code. */
  ReligiousHolidays: ReligiousHolidayList.optional(),
  /** Reminders before due dates (settings-runtime); absent: the defaults in code. */
  Reminders: ReminderSettings.optional(),
  /** Fixed municipality label the client adds to every request body as userName. */
  SystemUser: z.string(),
});
export type AppSetting = z.infer<typeof AppSettingSchema>;
