import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStylesheetSource } from './stylesheet-source';

describe('createStylesheetSource', () => {
  let dist: string;
  let fetched: string[];
  let answers: Record<string, Response | Error>;
  const fetchImpl = (async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    const answer = answers[String(input)];
    if (answer instanceof Error) throw answer;
    return answer ?? new Response('not found', { status: 404 });
  }) as typeof fetch;

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheets-'));
    fs.writeFileSync(path.join(dist, 'main.ccdec86cce.css'), '.shell{}');
    fs.writeFileSync(path.join(os.tmpdir(), 'outside.0123456789.css'), '.secret{}');
    fetched = [];
    answers = {};
  });
  afterEach(() => {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(path.join(os.tmpdir(), 'outside.0123456789.css'), { force: true });
  });

  it("reads the shell's own from its build and a remote's from its origin, keeping a hashed one", async () => {
    answers['http://r.test/6361.ce802a7585.css'] = new Response('.remote{}');
    const text = createStylesheetSource({ dist, fetchImpl });
    expect(await text('/main.ccdec86cce.css')).toBe('.shell{}');
    expect(await text('http://r.test/6361.ce802a7585.css')).toBe('.remote{}');
    expect(await text('http://r.test/6361.ce802a7585.css')).toBe('.remote{}');
    expect(fetched).toEqual(['http://r.test/6361.ce802a7585.css']);
  });

  it('gives null for a file outside the build, a missing file and a failed fetch, and asks again next time', async () => {
    const text = createStylesheetSource({ dist, fetchImpl });
    expect(await text('/../outside.0123456789.css')).toBeNull();
    expect(await text('/missing.0123456789.css')).toBeNull();
    answers['http://r.test/a.0123456789.css'] = new Error('connect ECONNREFUSED');
    expect(await text('http://r.test/a.0123456789.css')).toBeNull();
    answers['http://r.test/a.0123456789.css'] = new Response('.a{}');
    expect(await text('http://r.test/a.0123456789.css')).toBe('.a{}');
  });
});
