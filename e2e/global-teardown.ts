import fs from 'node:fs';
import { CSP_REPORT_FILE } from './playwright.config';
import { cspFailureMessage, readCspReports } from './csp-reports';

/**
 * The suite runs with the site's Content-Security-Policy on; the shell's server records every
 * violation the browser reports (report-uri /csp-report). Any report fails the run, naming the page,
 * the directive and the blocked URL, whichever journey caused it.
 */
export default async function globalTeardown(): Promise<void> {
  // A report sent as the last page closed may still be on its way.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const message = cspFailureMessage(readCspReports(fs.existsSync(CSP_REPORT_FILE) ? fs.readFileSync(CSP_REPORT_FILE, 'utf8') : ''));
  if (message) throw new Error(message);
}
