import { clearCollectedHtml } from './specs/html-check.js';

/** Before the browser tests: forget the pages an earlier run kept for the HTML check. */
export default function globalSetup() {
  clearCollectedHtml();
}
