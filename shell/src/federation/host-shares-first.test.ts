import { satisfy } from '@module-federation/runtime';
import { hostSharesFirst, SharedVersionError } from './host-shares-first';

jest.mock('@module-federation/runtime', () => {
  const actual = jest.requireActual<typeof import('@module-federation/runtime')>('@module-federation/runtime');
  return { ...actual, satisfy: jest.fn(actual.satisfy) };
});

type Args = Parameters<NonNullable<ReturnType<typeof hostSharesFirst>['resolveShare']>>[0];

const shell = { version: '1.1.0', from: 'shell', get: jest.fn() };
const remoteCopy = { version: '1.2.0', from: 'update_log', get: jest.fn() };

function resolve(
  pkgName: string,
  requiredVersion: string | false,
  versions: Record<string, object>,
  plugin = hostSharesFirst({ 'shared-ui/api/base-api': '1.1.0', react: '19.3.1' }),
) {
  const defaultResult = { shared: { default: true }, useTreesShaking: false };
  const args = {
    shareScopeMap: { default: { [pkgName]: versions } },
    scope: 'default',
    pkgName,
    version: Object.keys(versions)[0],
    shareInfo: { from: 'update_log', shareConfig: { singleton: true, requiredVersion } },
    resolver: () => defaultResult,
  } as unknown as Args;
  const resolved = plugin.resolveShare!(args);
  if (!resolved) throw new Error('resolveShare must hand the arguments on');
  return resolved.resolver();
}

describe('hostSharesFirst', () => {
  it("hands a remote the shell's instance when it satisfies the range, even beside a newer copy", () => {
    expect(resolve('shared-ui/api/base-api', '^1.0.0', { '1.1.0': shell, '1.2.0': remoteCopy })).toEqual({
      shared: shell,
      useTreesShaking: false,
    });
    expect(resolve('shared-ui/api/base-api', '^1.1.0', { '1.1.0': shell })).toEqual({ shared: shell, useTreesShaking: false });
    expect(resolve('shared-ui/api/base-api', false, { '1.1.0': shell })).toEqual({ shared: shell, useTreesShaking: false });
  });

  it('fails with a message naming the section and both versions when the shell is older than the remote needs', () => {
    expect(() => resolve('shared-ui/api/base-api', '^1.2.0', { '1.1.0': shell, '1.2.0': remoteCopy })).toThrow(SharedVersionError);
    expect(() => resolve('shared-ui/api/base-api', '^1.2.0', { '1.1.0': shell, '1.2.0': remoteCopy })).toThrow(
      'Update Log needs shared-ui ^1.2.0, but this site runs 1.1.0 (shared-ui/api/base-api).',
    );
  });

  it('leaves modules the shell does not share to the default rule (the remote runs its own copy)', () => {
    expect(resolve('shared-ui/new/thing', '^1.2.0', { '1.2.0': remoteCopy })).toEqual({
      shared: { default: true },
      useTreesShaking: false,
    });
  });

  it('checks a version against a range once, however often the runtime asks', () => {
    const plugin = hostSharesFirst({ 'shared-ui/api/base-api': '1.1.0', react: '19.3.1' });
    jest.mocked(satisfy).mockClear();
    for (let i = 0; i < 5; i += 1) {
      expect(resolve('shared-ui/api/base-api', '^1.0.0', { '1.1.0': shell }, plugin)).toEqual({ shared: shell, useTreesShaking: false });
      expect(() => resolve('shared-ui/api/base-api', '^1.2.0', { '1.1.0': shell }, plugin)).toThrow(SharedVersionError);
    }
    expect(satisfy).toHaveBeenCalledTimes(2);
  });
});
