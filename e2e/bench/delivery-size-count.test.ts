import { codeLines, deliverySize, schedulingHelpers } from './delivery-size-count';

describe('codeLines', () => {
  it('counts code, not blank lines or comments', () => {
    const source = [
      '// why',
      'const a = 1;',
      '',
      '/**',
      ' * doc',
      ' */',
      'export function f() {',
      '  return a; // trailing',
      '}',
      '/* one */ const b = 2;',
    ].join('\n');
    expect(codeLines(source)).toBe(5);
  });
});

describe('schedulingHelpers', () => {
  it('finds exported functions named for a moment, not other exports', () => {
    const source = [
      'export function afterLoad(): Promise<void> {}',
      'export async function quietMoment() {}',
      'export const nextTask = (): Promise<void> => x;',
      'export function visitorEngaged() {}',
      'export function loadStepsInTasks() {}',
      'export function startLinkPrefetch() {}',
      'export const QUIET_MS = 800;',
      'function afterPrivate() {}',
    ].join('\n');
    expect(schedulingHelpers(source)).toEqual(['afterLoad', 'quietMoment', 'nextTask', 'visitorEngaged', 'loadStepsInTasks']);
  });
});

describe('deliverySize', () => {
  it('leaves tests and type declarations out', () => {
    const size = deliverySize([
      { path: 'shell/src/delivery/a.ts', source: 'export function afterLoad() {}\n' },
      { path: 'shell/src/delivery/a.test.ts', source: 'export function afterX() {}\n' },
      { path: 'shell/src/delivery/page-scripts.d.cts', source: 'export function afterY() {}\n' },
      { path: 'shell/src/delivery/page-scripts.cjs', source: 'var a = 1;\nvar b = 2;\n' },
    ]);
    expect(size).toEqual({ modules: 2, lines: 3, helpers: ['afterLoad'] });
  });
});
