/** The words of statuses, kinds and timeline entries: one catalogue for the citizen's pages and the desk. */
export { useComplaintsTexts } from './i18n/index.js';
