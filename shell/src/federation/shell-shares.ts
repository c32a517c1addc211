import type { createInstance } from '@module-federation/runtime';
import * as ReduxToolkit from '@reduxjs/toolkit';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRedux from 'react-redux';
import * as Router from './router-surface';

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;
type Versions = Record<string, { version: string; requiredVersion: string }>;

// Build-time facts from rspack.factory.mjs: the version each package really has here, and the
// catalog range. Jest has no define, so tests see an empty table and version "0".
const VERSIONS: Versions = JSON.parse(process.env.SHARED_VERSIONS ?? '{}') as Versions;

/**
 * Every module the shell shares, by the key remotes ask for. The frameworks are already running
 * in the shell's entry chunk, so they are registered as loaded (`lib`). Everything else loads on
 * first request: a module the shell already runs resolves at once (same instance), one it does
 * not (RTK Query, dayjs, the dev JSX runtime) costs nothing until a remote needs it.
 * shell-shares.test.ts checks that every shared-ui / shared-domain module the shell reaches is here.
 */
const LOADERS: Record<string, [pkg: string, source: object | (() => Promise<unknown>)]> = {
  react: ['react', React],
  'react/jsx-runtime': ['react', ReactJsxRuntime],
  'react/jsx-dev-runtime': ['react', () => import('react/jsx-dev-runtime')],
  'react-dom': ['react-dom', ReactDom],
  'react-dom/client': ['react-dom', ReactDomClient],
  // One tree-shaken router answers for all three entry points (see router-surface.ts).
  'react-router': ['react-router', Router],
  'react-router/dom': ['react-router', Router],
  'react-router-dom': ['react-router-dom', Router],
  'react-redux': ['react-redux', ReactRedux],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', ReduxToolkit],
  '@reduxjs/toolkit/query': ['@reduxjs/toolkit', () => import('@reduxjs/toolkit/query')],
  '@reduxjs/toolkit/query/react': ['@reduxjs/toolkit', () => import('@reduxjs/toolkit/query/react')],
  dayjs: ['dayjs', () => import('dayjs')],
  'shared-domain/api/base-query': ['shared-domain', () => import('shared-domain/api/base-query')],
  'shared-domain/api/contract/endpoint': ['shared-domain', () => import('shared-domain/api/contract/endpoint')],
  'shared-domain/api/contract/general': ['shared-domain', () => import('shared-domain/api/contract/general')],
  'shared-domain/api/error-message': ['shared-domain', () => import('shared-domain/api/error-message')],
  'shared-domain/characters/character-types': ['shared-domain', () => import('shared-domain/characters/character-types')],
  'shared-domain/characters/display-name': ['shared-domain', () => import('shared-domain/characters/display-name')],
  'shared-domain/federation/character-modal-contract': ['shared-domain', () => import('shared-domain/federation/character-modal-contract')],
  'shared-domain/federation/deploy-watch': ['shared-domain', () => import('shared-domain/federation/deploy-watch')],
  'shared-domain/federation/prefetch-policy': ['shared-domain', () => import('shared-domain/federation/prefetch-policy')],
  'shared-domain/federation/remote-contract': ['shared-domain', () => import('shared-domain/federation/remote-contract')],
  'shared-domain/federation/remotes-manifest': ['shared-domain', () => import('shared-domain/federation/remotes-manifest')],
  'shared-domain/federation/section-for-location': ['shared-domain', () => import('shared-domain/federation/section-for-location')],
  'shared-domain/federation/sections': ['shared-domain', () => import('shared-domain/federation/sections')],
  'shared-domain/formatting/clock-text': ['shared-domain', () => import('shared-domain/formatting/clock-text')],
  'shared-domain/formatting/daily-reset': ['shared-domain', () => import('shared-domain/formatting/daily-reset')],
  'shared-domain/formatting/date-format': ['shared-domain', () => import('shared-domain/formatting/date-format')],
  'shared-domain/formatting/format-number': ['shared-domain', () => import('shared-domain/formatting/format-number')],
  'shared-domain/formatting/time-split': ['shared-domain', () => import('shared-domain/formatting/time-split')],
  'shared-domain/formatting/time-zone': ['shared-domain', () => import('shared-domain/formatting/time-zone')],
  'shared-domain/home/donut': ['shared-domain', () => import('shared-domain/home/donut')],
  'shared-domain/home/home-counters': ['shared-domain', () => import('shared-domain/home/home-counters')],
  'shared-domain/home/maintenance-state': ['shared-domain', () => import('shared-domain/home/maintenance-state')],
  'shared-domain/prayers/prayer-card-model': ['shared-domain', () => import('shared-domain/prayers/prayer-card-model')],
  'shared-domain/routing/canonical-pages': ['shared-domain', () => import('shared-domain/routing/canonical-pages')],
  'shared-domain/routing/character-query': ['shared-domain', () => import('shared-domain/routing/character-query')],
  'shared-domain/routing/resolve-alias': ['shared-domain', () => import('shared-domain/routing/resolve-alias')],
  'shared-domain/settings/scroll-batch': ['shared-domain', () => import('shared-domain/settings/scroll-batch')],
  'shared-domain/settings/settings-model': ['shared-domain', () => import('shared-domain/settings/settings-model')],
  'shared-domain/settings/settings-slice': ['shared-domain', () => import('shared-domain/settings/settings-slice')],
  'shared-domain/settings/settings-storage': ['shared-domain', () => import('shared-domain/settings/settings-storage')],
  'shared-domain/store/app-store': ['shared-domain', () => import('shared-domain/store/app-store')],
  'shared-domain/time/clock': ['shared-domain', () => import('shared-domain/time/clock')],
  'shared-domain/toasts/daily-reset-toast': ['shared-domain', () => import('shared-domain/toasts/daily-reset-toast')],
  'shared-domain/toasts/toast-machine': ['shared-domain', () => import('shared-domain/toasts/toast-machine')],
  'shared-domain/toasts/toasts-slice': ['shared-domain', () => import('shared-domain/toasts/toasts-slice')],
  'shared-domain/updates/update-items': ['shared-domain', () => import('shared-domain/updates/update-items')],
  'shared-ui/api/base-api': ['shared-ui', () => import('shared-ui/api/base-api')],
  'shared-ui/api/general-api': ['shared-ui', () => import('shared-ui/api/general-api')],
  'shared-ui/controls/button': ['shared-ui', () => import('shared-ui/controls/button')],
  'shared-ui/controls/choice-group': ['shared-ui', () => import('shared-ui/controls/choice-group')],
  'shared-ui/controls/toggle-switch': ['shared-ui', () => import('shared-ui/controls/toggle-switch')],
  'shared-ui/hooks/store-hooks': ['shared-ui', () => import('shared-ui/hooks/store-hooks')],
  'shared-ui/hooks/use-clock': ['shared-ui', () => import('shared-ui/hooks/use-clock')],
  'shared-ui/hooks/use-media-query': ['shared-ui', () => import('shared-ui/hooks/use-media-query')],
  'shared-ui/hooks/use-modal-layer': ['shared-ui', () => import('shared-ui/hooks/use-modal-layer')],
  'shared-ui/hooks/use-now': ['shared-ui', () => import('shared-ui/hooks/use-now')],
  'shared-ui/hooks/use-open-character': ['shared-ui', () => import('shared-ui/hooks/use-open-character')],
  'shared-ui/hooks/use-page-title': ['shared-ui', () => import('shared-ui/hooks/use-page-title')],
  'shared-ui/icons/type-icon': ['shared-ui', () => import('shared-ui/icons/type-icon')],
  'shared-ui/modal/character-modal-frame': ['shared-ui', () => import('shared-ui/modal/character-modal-frame')],
  'shared-ui/modal/modal': ['shared-ui', () => import('shared-ui/modal/modal')],
  'shared-ui/page/not-found-page': ['shared-ui', () => import('shared-ui/page/not-found-page')],
  'shared-ui/page/page-frame': ['shared-ui', () => import('shared-ui/page/page-frame')],
  'shared-ui/prayers/prayer-card': ['shared-ui', () => import('shared-ui/prayers/prayer-card')],
  'shared-ui/query/query-view': ['shared-ui', () => import('shared-ui/query/query-view')],
  'shared-ui/styles/breakpoints': ['shared-ui', () => import('shared-ui/styles/breakpoints')],
  'shared-ui/styles/tokens': ['shared-ui', () => import('shared-ui/styles/tokens')],
  'shared-ui/time/countdown': ['shared-ui', () => import('shared-ui/time/countdown')],
  'shared-ui/time/countdown-text': ['shared-ui', () => import('shared-ui/time/countdown-text')],
  'shared-ui/time/date-text': ['shared-ui', () => import('shared-ui/time/date-text')],
  'shared-ui/toast/toast-stack': ['shared-ui', () => import('shared-ui/toast/toast-stack')],
};

export const SHARED_KEYS = Object.keys(LOADERS);

/** The version the shell registers for each share key ("0" in Jest, where the build facts are absent). */
export function shellShareVersions(versions: Versions = VERSIONS): Record<string, string> {
  return Object.fromEntries(Object.entries(LOADERS).map(([key, [pkg]]) => [key, versions[pkg]?.version ?? '0']));
}

/** The `shared` option of the shell's federation instance: singletons, host copy first. */
export function shellShares(versions: Versions = VERSIONS): SharedOptions {
  const shared: SharedOptions = {};
  for (const [key, [pkg, source]] of Object.entries(LOADERS)) {
    const known = versions[pkg];
    const base = { version: known?.version ?? '0', shareConfig: { singleton: true, requiredVersion: known?.requiredVersion ?? (false as const) } };
    shared[key] =
      typeof source === 'function' ? { ...base, get: () => source().then((module: unknown) => () => module) } : { ...base, lib: () => source };
  }
  return shared;
}
