import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
const RULE = 'boundaries/no-cross-unit-imports';

/** Lints `code` as if it were the file at `file` (nothing is written) and returns the lines the rule flags. */
function flaggedLines(file: string, code: string): number[] {
  let out: string;
  try {
    out = execFileSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', file], {
      cwd: ROOT,
      input: code,
    }).toString();
  } catch (error) {
    // ESLint exits 1 when it finds problems; its report is still on stdout.
    out = (error as { stdout: Buffer }).stdout.toString();
  }
  const [result] = JSON.parse(out) as Array<{ messages: Array<{ ruleId: string | null; line: number; message: string }> }>;
  const fatal = result!.messages.find((m) => m.ruleId === null);
  if (fatal) throw new Error(fatal.message);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
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
    expect(flaggedLines('remotes/characters/src/probe/probe.ts', code)).toEqual(expected);
  });

  it('keeps the shell out of the remotes, and the shared packages out of both', () => {
    const shell = probe([
      ["import a from '../../../remotes/characters/src/character-modal/character-modal';", true],
      ["const b = import('remote-characters/src/routes');", true],
      ["import c from './sibling';", false],
      ["import d from 'shared-ui/modal/modal';", false],
    ]);
    expect(flaggedLines('shell/src/federation/probe.ts', shell.code)).toEqual(shell.expected);
    const shared = probe([
      ["import a from '../../../remotes/tower/src/a';", true],
      ["import b from '../../../shell/src/b';", true],
      ["import c from 'shared-domain/federation/sections';", false],
    ]);
    expect(flaggedLines('shared-ui/src/probe/probe.tsx', shared.code)).toEqual(shared.expected);
  });

  it('keeps the API, deploy and e2e to their layers, and every test but one helper out of the API', () => {
    const api = probe([
      ["import { securityHeaders } from '../../../shell/server/security-headers';", true],
      ["import { x } from 'shell/server/csp-report';", true],
      ["import { Modal } from 'shared-ui/modal/modal';", true],
      ["import { prayerSchema } from 'shared-domain/schemas/prayer';", false],
      ["import { loadContent } from '../content/load-content';", false],
    ]);
    expect(flaggedLines('api-mock/src/server/probe.ts', api.code)).toEqual(api.expected);
    const deploy = probe([
      ["import { inlineHashes } from '../shell/server/security-headers';", false],
      ["import { securityHeaders } from '../shared-domain/src/security/security-headers';", false],
      ["import { testApp } from '../api-mock/src/test-support/test-app';", true],
      ["import { a } from '../remotes/tower/src/a';", true],
      ["import { b } from '../e2e/tests/support';", true],
    ]);
    expect(flaggedLines('deploy/probe.ts', deploy.code)).toEqual(deploy.expected);
    const e2e = probe([
      ["import { staticApp } from '../../shell/server/static-app';", false],
      ["import { renderNginx } from '../../deploy/generate-nginx';", false],
      ["import { a } from '../../remotes/tower/src/a';", true],
      ["import { testApp } from '../../api-mock/src/test-support/test-app';", true],
    ]);
    expect(flaggedLines('e2e/tests/probe.spec.ts', e2e.code)).toEqual(e2e.expected);
    const upward = probe([
      ["import { renderNginx } from '../../deploy/generate-nginx';", true],
      ["import { expectHeading } from '../../e2e/tests/support';", true],
      ["import { testApp } from '../../api-mock/src/test-support/test-app';", true],
    ]);
    expect(flaggedLines('shell/server/probe.test.ts', upward.code)).toEqual(upward.expected);
    const door = "import { testApp } from '../../../api-mock/src/test-support/test-app';";
    expect(flaggedLines('shared-ui/src/dev/real-api.tsx', door)).toEqual([]);
    expect(flaggedLines('shared-ui/src/dev/probe.tsx', door)).toEqual([1]);
  });
});
