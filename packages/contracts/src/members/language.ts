import { z } from 'zod';
import { access, BaseRequest, defineCall } from '../common.js';
import { LANGUAGES, type Language } from '../languages.js';

/** A language the portal is offered in; anything else is refused in Turkish. */
export const MemberLanguage = z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]], 'Seçilen dil sunulmuyor.');

export const memberLanguageCalls = {
  SetUserLanguage: defineCall({
    tag: 'members',
    access: access.member,
    summary: 'Üyenin seçtiği dili kaydeder: SMS ve e-postalar bu dilde gönderilir, belediye de bu dili görür',
    request: BaseRequest.extend({ language: MemberLanguage }),
    response: z.object({ Language: MemberLanguage }),
  }),
};
