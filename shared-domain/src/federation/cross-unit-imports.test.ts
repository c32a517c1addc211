import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
const RULE = 'boundaries/no-cross-unit-imports';

/**
 * Lints each text as if it were the file named with it (nothing is written), all in one ESLint process,
 * and returns the lines the rule flags in each; a text ESLint cannot parse throws.
 */
function flaggedLinesOf(texts: ReadonlyArray<{ file: string; code: string }>): number[][] {
  const script = [
    "import { ESLint } from 'eslint';",
    "import { readFileSync } from 'node:fs';",
    "import path from 'node:path';",
    'const eslint = new ESLint({ cwd: process.cwd() });',
    "const texts = JSON.parse(readFileSync(0, 'utf8'));",
    'const out = [];',
    'for (const { file, code } of texts) {',
    '  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });',
    '  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, line: m.line, message: m.message })));',
    '}',
    'process.stdout.write(JSON.stringify(out));',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, input: JSON.stringify(texts) }).toString();
  const results = JSON.parse(out) as Array<Array<{ ruleId: string | null; line: number; message: string }>>;
  return results.map((messages, i) => {
    const fatal = messages.find((m) => m.ruleId === null);
    if (fatal) throw new Error(`${texts[i]!.file}: ${fatal.message}`);
    return messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
  });
}

/** One import per line; the comment says whether the rule must flag it. */
function probe(lines: Array<[code: string, flagged: boolean]>) {
  return {
    code: lines.map(([code]) => code).join('\n'),
    expected: lines.flatMap(([, flagged], i) => (flagged ? [i + 1] : [])),
  };
}

describe('the lint rule against imports across units', () => {
  it('catches every form of a cross-remote import from a remote, and allows its own and shared code', () => {
    const { code, expected } = probe([
      ["import { a } from '../../../prayers/src/prayer-list/a';", true],
      ["import b from '../../../../remotes/prayers/src/b';", true],
      ["import '../../../tower/src/side-effect';", true],
      ["export { c } from '../../../story-cards/src/c';", true],
      ["export * from '../../../update-log/src/d';", true],
      ["const e = import('../../../prayers/src/e');", true],
      ['const f = import(`../../../prayers/src/f`);', true],
      ["const g = require('../../../prayers/src/g');", true],
      ["jest.mock('../../../prayers/src/h');", true],
      ["type I = import('../../../prayers/src/i').I;", true],
      ["import type { J } from '../../../prayers/src/j';", true],
      ["import k from 'remote-prayers/src/k';", true],
      ["import l from 'remotes/prayers/src/l';", true],
      ["import m from '/work/main/remotes/prayers/src/m';".replace('/work/main', ROOT), true],
      ["import n from '../../../../shell/src/n';", true],
      ["import o from 'shell/src/o';", true],
      ["import p from '../../../prayers/src/p?raw';", true],
      ["import q from '../sibling/q';", false],
      ["import r from '../../src/r';", false],
      ["import s from '../../../characters/src/s';", false],
      ["import t from 'shared-ui/page/page-frame';", false],
      ["import u from 'shared-domain/federation/sections';", false],
      ["import v from '../../../../shared-ui/src/v';", false],
      ["import w from 'react';", false],
    ]);
    expect(flaggedLinesOf([{ file: 'remotes/characters/src/probe/probe.ts', code }])).toEqual([expected]);
  });

  it('keeps the shell out of the remotes, and the shared packages out of both', () => {
    const shell = probe([
      ["import a from '../../../remotes/characters/src/character-modal/character-modal';", true],
      ["const b = import('remote-characters/src/routes');", true],
      ["import c from './sibling';", false],
      ["import d from 'shared-ui/modal/modal';", false],
    ]);
    const shared = probe([
      ["import a from '../../../remotes/tower/src/a';", true],
      ["import b from '../../../shell/src/b';", true],
      ["import c from 'shared-domain/federation/sections';", false],
    ]);
    expect(
      flaggedLinesOf([
        { file: 'shell/src/federation/probe.ts', code: shell.code },
        { file: 'shared-ui/src/probe/probe.tsx', code: shared.code },
      ]),
    ).toEqual([shell.expected, shared.expected]);
  });

  it('keeps the API, deploy and e2e to their layers, and every test but one helper out of the API', () => {
    const api = probe([
      ["import { securityHeaders } from '../../../shell/server/security-headers';", true],
      ["import { x } from 'shell/server/csp-report';", true],
      ["import { Modal } from 'shared-ui/modal/modal';", true],
      ["import { prayerSchema } from 'shared-domain/schemas/prayer';", false],
      ["import { loadContent } from '../content/load-content';", false],
    ]);
    const deploy = probe([
      ["import { inlineHashes } from '../shell/server/security-headers';", false],
      ["import { securityHeaders } from '../shared-domain/src/security/security-headers';", false],
      ["import { testApp } from '../api-mock/src/test-support/test-app';", true],
      ["import { a } from '../remotes/tower/src/a';", true],
      ["import { b } from '../e2e/tests/support';", true],
    ]);
    const e2e = probe([
      ["import { staticApp } from '../../shell/server/static-app';", false],
      ["import { renderNginx } from '../../deploy/generate-nginx';", false],
      ["import { a } from '../../remotes/tower/src/a';", true],
      ["import { testApp } from '../../api-mock/src/test-support/test-app';", true],
    ]);
    const upward = probe([
      ["import { renderNginx } from '../../deploy/generate-nginx';", true],
      ["import { expectHeading } from '../../e2e/tests/support';", true],
      ["import { testApp } from '../../api-mock/src/test-support/test-app';", true],
    ]);
    // The one door into the API for tests: a helper of shared-ui's, and no other file there.
    const door = "import { testApp } from '../../../api-mock/src/test-support/test-app';";
    expect(
      flaggedLinesOf([
        { file: 'api-mock/src/server/probe.ts', code: api.code },
        { file: 'deploy/probe.ts', code: deploy.code },
        { file: 'e2e/tests/probe.spec.ts', code: e2e.code },
        { file: 'shell/server/probe.test.ts', code: upward.code },
        { file: 'shared-ui/src/dev/real-api.tsx', code: door },
        { file: 'shared-ui/src/dev/probe.tsx', code: door },
      ]),
    ).toEqual([api.expected, deploy.expected, e2e.expected, upward.expected, [], [1]]);
  });
});
