import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from './security-headers';

/** One violation, as the e2e teardown and the log name it: the page, the directive, the blocked URL. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source?: string;
  sample?: string;
}

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

/**
 * POST /csp-report: browsers report every CSP violation here. Each is logged; with `file` (the e2e
 * suite sets CSP_REPORT_FILE) also appended to it as one JSON line, for the suite to fail on.
 */
export function registerCspReport(app: FastifyInstance, { file }: { file?: string }): void {
  void app.register(async (scope) => {
    const asJson = (_request: unknown, body: string, done: (err: Error | null, value?: unknown) => void) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        done(null, null);
      }
    };
    for (const type of ['application/csp-report', 'application/reports+json', 'application/json']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16 * 1024 }, asJson);
    }
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const violations = parseCspReport(request.body);
      if (!violations) return reply.code(400).send({ error: 'Bad Request', message: 'not a CSP report' });
      for (const v of violations) {
        request.log.warn({ csp: v }, 'CSP violation');
        if (file) fs.appendFileSync(file, `${JSON.stringify(v)}\n`);
      }
      return reply.code(204).send();
    });
  });
}
