import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_TYPES, cspReportLine, parseCspReport } from 'shared-domain/security/csp-report';
import { CSP_REPORT_PATH } from 'shared-domain/security/security-headers';

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
    for (const type of CSP_REPORT_TYPES) scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, asJson);
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const violations = parseCspReport(request.body);
      if (!violations) return reply.code(400).send({ error: 'Bad Request', message: 'not a CSP report' });
      for (const v of violations) {
        request.log.warn({ csp: v }, 'CSP violation');
        if (file) fs.appendFileSync(file, cspReportLine(v));
      }
      return reply.code(204).send();
    });
  });
}
