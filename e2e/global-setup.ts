import fs from 'node:fs';
import path from 'node:path';
import { CSP_REPORT_FILE } from './playwright.config';

/** Starts the run with no CSP report recorded (global-teardown fails it on any that arrive). */
export default function globalSetup(): void {
  fs.mkdirSync(path.dirname(CSP_REPORT_FILE), { recursive: true });
  fs.rmSync(CSP_REPORT_FILE, { force: true });
}
