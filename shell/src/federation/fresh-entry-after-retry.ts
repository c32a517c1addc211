import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

const retried = new Map<string, number>();

/** Called by a section's Retry: the next load of that remote's entry gets a URL of its own. */
export function markRetried(remoteName: string): void {
  retried.set(remoteName, (retried.get(remoteName) ?? 0) + 1);
}

/** Whether a section's Retry has asked for this remote again. */
export const wasRetried = (remoteName: string): boolean => retried.has(remoteName);

/**
 * A section's HTML preloads its remote's entry (shell/server/delivery/landing-preload.ts). When that preload
 * failed (the remote was down), Chromium hands the same failed response to the entry's script tag
 * on Retry, so a retried remote's entry loads as `remoteEntry.js?retry=N` instead.
 */
export function freshEntryAfterRetry(): ModuleFederationRuntimePlugin {
  return {
    name: 'fresh-entry-after-retry',
    createScript({ url, remoteInfo }) {
      const attempt = remoteInfo ? retried.get(remoteInfo.name) : undefined;
      if (!attempt) return undefined;
      const script = document.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
      return script;
    },
  };
}
