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

type Loader = [pkg: string, source: object | (() => Promise<unknown>)];

/**
 * The frameworks, by the keys remotes ask for. They are already running in the shell's entry
 * chunk, so they are registered as loaded (`lib`); RTK Query, dayjs and the dev JSX runtime load
 * on first request and cost nothing until a remote needs them.
 */
const FRAMEWORKS: Record<string, Loader> = {
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
};

/*
 * The modules of shared-ui and shared-domain that hold state (a context, a slice, the store and
 * api, a module-level variable: rspack.shared-singletons.cjs scans for them), so every remote gets
 * the shell's one instance; the rest of the shared code is bundled into each remote that uses it.
 * Each loads on first request, in one chunk per package folder. The block below is the scan run
 * in Jest; every build (rspack.factory.mjs) replaces it with one static import() per module.
 */
// build:singletons
import { sharedSingletons } from '../../../rspack.shared-singletons.cjs';
const SINGLETON_LOADERS: Record<string, Loader> = Object.fromEntries(
  sharedSingletons().map(({ key, pkg }) => [key, [pkg, () => import(key)]]),
);
// end build:singletons

const LOADERS: Record<string, Loader> = { ...FRAMEWORKS, ...SINGLETON_LOADERS };

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
    const base = {
      version: known?.version ?? '0',
      shareConfig: { singleton: true, requiredVersion: known?.requiredVersion ?? (false as const) },
    };
    shared[key] =
      typeof source === 'function'
        ? { ...base, get: () => source().then((module: unknown) => () => module) }
        : { ...base, lib: () => source };
  }
  return shared;
}

/**
 * Every shared module itself, by key: what a remote's server bundle gets for its shared imports,
 * so that on the shell's server, too, the remote renders with the shell's React, router, store
 * and api (shell/src/ssr/render-section.tsx).
 */
export async function loadSharedModules(): Promise<Map<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(LOADERS).map(async ([key, [, source]]) => [key, typeof source === 'function' ? await source() : source] as const),
  );
  return new Map(entries);
}
