import { expect, type Page } from '@playwright/test';

/** The declaration wizard's "Devam". */
export const next = (page: Page) => page.getByRole('button', { name: 'Devam' }).click();

/**
 * After the last form step the wizard shows "Ekler" only for kinds that take documents. Waits until one of the two
 * steps is drawn before deciding, since the step changes after the click resolves.
 */
export async function reachReview(page: Page, onAttachments?: () => Promise<void>) {
  const attachments = page.getByRole('heading', { level: 2, name: /Ekler/ });
  const review = page.getByRole('heading', { name: 'Bilgilerinizi kontrol edin' });
  await expect(attachments.or(review)).toBeVisible();
  if (await attachments.isVisible()) {
    await onAttachments?.();
    await next(page);
  }
  await expect(review).toBeVisible();
}
