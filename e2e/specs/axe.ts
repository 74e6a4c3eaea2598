import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 A and AA; with WCAG 2.1 A and AA for the public pages' scan. */
export const wcag2 = ['wcag2a', 'wcag2aa'];
export const wcag21 = [...wcag2, 'wcag21a', 'wcag21aa'];

/**
 * An axe scan of the page as it is now, for these WCAG tags: no serious or critical violation. `soft` lets a walk
 * over many pages report every page's findings before it fails.
 */
export async function expectNoAxeViolations(page: Page, tags: string[], { soft = false, label = '' } = {}) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const found = serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  (soft ? expect.soft : expect)(found, label).toEqual([]);
}
