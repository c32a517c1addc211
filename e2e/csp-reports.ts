import type { CspViolation } from 'shared-domain/security/csp-report';

/** The violations the servers recorded (one JSON line each: shared-domain's `cspReportLine`). */
export type { CspViolation };

export function readCspReports(text: string): CspViolation[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CspViolation);
}

/** The failure message for a run with violations (null without): each distinct one once, with a count. */
export function cspFailureMessage(violations: readonly CspViolation[]): string | null {
  if (violations.length === 0) return null;
  const counts = new Map<string, number>();
  for (const v of violations) {
    const line = `page ${v.page}: ${v.directive} blocked ${v.blocked || '(unknown)'}${v.source ? ` (at ${v.source})` : ''}${v.sample ? ` sample "${v.sample}"` : ''}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const lines = [...counts].map(([line, n]) => `  - ${line}${n > 1 ? ` ×${n}` : ''}`);
  return `Content-Security-Policy violations during the e2e run (${violations.length}):\n${lines.join('\n')}`;
}
