import { cspReportLine, parseCspReport } from './csp-report';

describe('parseCspReport', () => {
  it('reads a report-uri body and a Reporting API list', () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'http://localhost:18080/prayers',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'http://localhost:18080/prayers',
        'line-number': 3,
      },
    };
    expect(parseCspReport(legacy)).toEqual([
      {
        page: 'http://localhost:18080/prayers',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: 'http://localhost:18080/prayers:3',
      },
    ]);
    expect(
      parseCspReport([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://x/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/a.png' },
        },
      ]),
    ).toEqual([{ page: 'http://x/', directive: 'img-src', blocked: 'https://evil.example/a.png' }]);
    expect(parseCspReport({ hello: 1 })).toBeNull();
  });
});

describe('cspReportLine', () => {
  it('is one JSON line, as the e2e suite reads the report file back', () => {
    const line = cspReportLine({ page: 'http://x/', directive: 'img-src', blocked: 'https://evil.example/a.png' });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd().includes('\n')).toBe(false);
    expect(JSON.parse(line)).toEqual({ page: 'http://x/', directive: 'img-src', blocked: 'https://evil.example/a.png' });
  });
});
