import { type APIRequestContext, expect } from '@playwright/test';
import { simulatorsUrl } from './identity.js';

/** An e-mail as the gateway simulator keeps it. */
export interface Mail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

/** The e-mail simulator's inbox for `to`, newest first. */
export async function mailInbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`${simulatorsUrl}/mail/inbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/**
 * The newest e-mail to `to` received after `since` whose text matches `pattern`. The API sends e-mail from its
 * outbox in the background, so the inbox is polled.
 */
export async function readMail(request: APIRequestContext, to: string, pattern: RegExp, since: string) {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailInbox(request, to)).find((m) => m.receivedAt >= since && pattern.test(m.text));
        return found;
      },
      { timeout: 30_000, message: `e-mail to ${to} matching ${pattern}` },
    )
    .toBeTruthy();
  return found as Mail;
}
