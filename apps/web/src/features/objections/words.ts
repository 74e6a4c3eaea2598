/** The words of reasons, statuses, decisions and timeline entries: one catalogue for the citizen's pages and the desk. */
export { useObjectionTexts } from './i18n/index.js';
