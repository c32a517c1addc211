/** One violation, as the e2e teardown and the log name it: the page, the directive, the blocked URL. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source?: string;
  sample?: string;
}

/** The content types browsers post reports with (`report-uri`, the Reporting API), read as JSON. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'] as const;

/** A report is a few hundred bytes; anything far larger is not one. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;

/** Reads a `report-uri` body (`{"csp-report": {...}}`) or a Reporting API list; null when it is neither. */
export function parseCspReport(body: unknown): CspViolation[] | null {
  const one = (r: Record<string, unknown>): CspViolation => ({
    page: String(r['document-uri'] ?? r.documentURL ?? ''),
    directive: String(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'] ?? ''),
    blocked: String(r['blocked-uri'] ?? r.blockedURL ?? ''),
    ...(r['source-file'] || r.sourceFile
      ? { source: `${String(r['source-file'] ?? r.sourceFile)}:${String(r['line-number'] ?? r.lineNumber ?? '')}` }
      : {}),
    ...(r['script-sample'] || r.sample ? { sample: String(r['script-sample'] ?? r.sample) } : {}),
  });
  if (typeof body !== 'object' || body === null) return null;
  if (Array.isArray(body)) {
    const reports = body.filter(
      (r): r is { body: Record<string, unknown> } => typeof r === 'object' && r !== null && typeof r.body === 'object',
    );
    return reports.length ? reports.map((r) => one(r.body)) : null;
  }
  const report = (body as Record<string, unknown>)['csp-report'];
  return typeof report === 'object' && report !== null ? [one(report as Record<string, unknown>)] : null;
}

/** A recorded violation's line in CSP_REPORT_FILE (what the e2e suite reads back). */
export const cspReportLine = (violation: CspViolation): string => `${JSON.stringify(violation)}\n`;
