import { z } from 'zod';
import { access, type CallDef, defineCall } from '../common.js';
import { CHANNEL_TAGS, ChannelRequest } from './security.js';

export const ChannelMenuItem = z.object({
  Key: z.string(),
  Name: z.object({ tr: z.string(), en: z.string() }),
  /** The page of the web portal that serves it, for a channel that opens the portal instead. */
  Path: z.string(),
  Live: z.boolean(),
  NeedsLogin: z.boolean(),
  /** The call group a channel calls to offer it itself. */
  Scope: z.string(),
});
export type ChannelMenuItem = z.infer<typeof ChannelMenuItem>;

export const menuCalls = {
  GetMenus: defineCall({
    tag: CHANNEL_TAGS.menus,
    access: access.channel('menus'),
    summary:
      'Kanalın gösterebileceği hizmetler: adı, portaldaki sayfası, açık olup olmadığı ve giriş gerekip gerekmediği',
    request: ChannelRequest,
    response: z.object({ Items: z.array(ChannelMenuItem) }),
  }),
} satisfies Record<string, CallDef>;
