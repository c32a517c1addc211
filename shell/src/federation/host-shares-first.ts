import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { SECTIONS } from 'shared-domain/federation/sections';

/** The version of each module the shell registers, by share key (see shell-shares.ts). */
export type HostVersions = Record<string, string>;

/** What a remote sees when the running site is older than the shared code it was built against. */
export class SharedVersionError extends Error {
  override name = 'SharedVersionError';
}

const titleOf = (container: string | undefined) => SECTIONS.find((s) => s.container === container)?.title ?? container ?? 'This section';
const packageOf = (key: string) => (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!);

/**
 * One instance of every module the shell shares, and a clear failure when a remote needs a newer
 * one. Without this, `loaded-first` hands a remote the highest version of any module the shell
 * has not loaded yet (its own copy, when it was built against newer shared code): a second store
 * or RTK Query cache. And a remote that needs newer shared code than the shell runs would get the
 * old module and meet `undefined is not a function`. So:
 * - a module the shell registers is always the shell's, if its version satisfies the remote's range;
 * - if it does not, the remote's load fails with a message naming both versions, and its section
 *   shows "<Section> is unavailable" with that message (the rule: the shell ships first);
 * - a module the shell does not register at all (new in the remote's shared code) is the remote's own.
 * Registered as a global plugin, so every remote's federation instance applies it to its own loads.
 */
export function hostSharesFirst(host: HostVersions): ModuleFederationRuntimePlugin {
  // The runtime resolves every shared module of a remote at each load and preload, and its range
  // check parses both sides anew each time: a few pairs, checked once each.
  const checked = new Map<string, boolean>();
  const satisfies = (version: string, range: string) => {
    const key = `${version} ${range}`;
    let ok = checked.get(key);
    if (ok === undefined) checked.set(key, (ok = satisfy(version, range)));
    return ok;
  };
  return {
    name: 'host-shares-first',
    resolveShare(args) {
      const version = host[args.pkgName];
      if (version === undefined) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[version];
      if (!shared) return args;
      const required = args.shareInfo.shareConfig?.requiredVersion;
      args.resolver = () => {
        if (typeof required === 'string' && version !== '0' && !satisfies(version, required)) {
          throw new SharedVersionError(
            `${titleOf(args.shareInfo.from)} needs ${packageOf(args.pkgName)} ${required}, but this site runs ${version} ` +
              `(${args.pkgName}). The section was deployed before the site it depends on; it works again once the site is updated.`,
          );
        }
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
}
