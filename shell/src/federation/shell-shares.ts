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
 * Every module of shared-ui and shared-domain is here, so a remote never runs a second copy of one
 * that holds state (the api, the store, a React context): shell-shares.test.ts keeps this list
 * equal to the packages' modules and prints the lines to add or drop.
 * Modules load in one chunk per package folder (`shared-ui-search`, `shared-domain-prayers`, …):
 * a section's first visit then downloads about a dozen chunks rather than forty-odd small ones,
 * each of which cost a round trip on a phone (165 ms on Fast 4G, six at a time). A module that
 * pulls in a library (zod, downshift, the virtualiser) keeps a chunk of its own, so asking for a
 * small neighbour never downloads that library (shell-shares.test.ts checks both rules).
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
  'shared-domain/api/base-query': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/base-query')],
  'shared-domain/api/fetch-json': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/fetch-json')],
  'shared-domain/api/contract/api-contract': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/api-contract')],
  'shared-domain/api/contract/api-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-api-schemas" */ 'shared-domain/api/contract/api-schemas')],
  'shared-domain/api/contract/characters': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/characters')],
  'shared-domain/api/contract/characters-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-characters-schemas" */ 'shared-domain/api/contract/characters-schemas')],
  'shared-domain/api/contract/endpoint': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/endpoint')],
  'shared-domain/api/contract/endpoint-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/endpoint-schemas')],
  'shared-domain/api/contract/general': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/general')],
  'shared-domain/api/contract/general-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-general-schemas" */ 'shared-domain/api/contract/general-schemas')],
  'shared-domain/api/contract/prayers': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/prayers')],
  'shared-domain/api/contract/prayers-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-prayers-schemas" */ 'shared-domain/api/contract/prayers-schemas')],
  'shared-domain/api/contract/story-cards': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/story-cards')],
  'shared-domain/api/contract/story-cards-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-story-cards-schemas" */ 'shared-domain/api/contract/story-cards-schemas')],
  'shared-domain/api/contract/towers': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/contract/towers')],
  'shared-domain/api/contract/towers-schemas': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-towers-schemas" */ 'shared-domain/api/contract/towers-schemas')],
  'shared-domain/api/contract/validate-response': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api-contract-validate-response" */ 'shared-domain/api/contract/validate-response')],
  'shared-domain/api/error-message': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/error-message')],
  'shared-domain/api/retry-rule': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-api" */ 'shared-domain/api/retry-rule')],
  'shared-domain/characters/batch-orders': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/batch-orders')],
  'shared-domain/characters/character-detail': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/character-detail')],
  'shared-domain/characters/character-statuses': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/character-statuses')],
  'shared-domain/characters/character-types': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/character-types')],
  'shared-domain/characters/display-name': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/display-name')],
  'shared-domain/characters/rarity-normalisation': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/rarity-normalisation')],
  'shared-domain/characters/release-order-query': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/release-order-query')],
  'shared-domain/characters/series-groups': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/series-groups')],
  'shared-domain/characters/spoilers': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-characters" */ 'shared-domain/characters/spoilers')],
  'shared-domain/constants/anomalies': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/anomalies')],
  'shared-domain/constants/buffs': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/buffs')],
  'shared-domain/constants/bullet-types': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/bullet-types')],
  'shared-domain/constants/elements': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/elements')],
  'shared-domain/constants/obtaining': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/obtaining')],
  'shared-domain/constants/prayer-kinds': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/prayer-kinds')],
  'shared-domain/constants/roles': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/roles')],
  'shared-domain/constants/stats': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/stats')],
  'shared-domain/constants/story-card-kinds': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/story-card-kinds')],
  'shared-domain/constants/tower-kinds': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/tower-kinds')],
  'shared-domain/constants/universes': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-constants" */ 'shared-domain/constants/universes')],
  'shared-domain/federation/character-modal-contract': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/character-modal-contract')],
  'shared-domain/federation/deploy-watch': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/deploy-watch')],
  'shared-domain/federation/prefetch-policy': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/prefetch-policy')],
  'shared-domain/federation/remote-contract': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/remote-contract')],
  'shared-domain/federation/remotes-manifest': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/remotes-manifest')],
  'shared-domain/federation/section-for-location': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/section-for-location')],
  'shared-domain/federation/sections': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-federation" */ 'shared-domain/federation/sections')],
  'shared-domain/formatting/am-pm': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/am-pm')],
  'shared-domain/formatting/clock-text': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/clock-text')],
  'shared-domain/formatting/daily-reset': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/daily-reset')],
  'shared-domain/formatting/escape-xml': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/escape-xml')],
  'shared-domain/formatting/date-format': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/date-format')],
  'shared-domain/formatting/duration': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/duration')],
  'shared-domain/formatting/format-number': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/format-number')],
  'shared-domain/formatting/ordinal': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/ordinal')],
  'shared-domain/formatting/pad': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/pad')],
  'shared-domain/formatting/time-split': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/time-split')],
  'shared-domain/formatting/time-zone': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/time-zone')],
  'shared-domain/formatting/zoned-fields': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-formatting" */ 'shared-domain/formatting/zoned-fields')],
  'shared-domain/home/donut': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-home" */ 'shared-domain/home/donut')],
  'shared-domain/home/home-counters': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-home" */ 'shared-domain/home/home-counters')],
  'shared-domain/home/maintenance-state': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-home" */ 'shared-domain/home/maintenance-state')],
  'shared-domain/home/maintenance-status': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-home" */ 'shared-domain/home/maintenance-status')],
  'shared-domain/lists/count-line': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-lists" */ 'shared-domain/lists/count-line')],
  'shared-domain/lists/progressive-reveal': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-lists" */ 'shared-domain/lists/progressive-reveal')],
  'shared-domain/prayers/forever-chance': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/forever-chance')],
  'shared-domain/prayers/prayer-card-model': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/prayer-card-model')],
  'shared-domain/prayers/prayer-csv': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/prayer-csv')],
  'shared-domain/prayers/prayer-filter': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/prayer-filter')],
  'shared-domain/prayers/prayer-query': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/prayer-query')],
  'shared-domain/prayers/prayer-schedule': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/prayer-schedule')],
  'shared-domain/prayers/prayer-search': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/prayer-search')],
  'shared-domain/prayers/pull-chance': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/pull-chance')],
  'shared-domain/prayers/simulator-session': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/simulator-session')],
  'shared-domain/prayers/simulator-url': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-prayers" */ 'shared-domain/prayers/simulator-url')],
  'shared-domain/routing/alias-table': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-routing" */ 'shared-domain/routing/alias-table')],
  'shared-domain/routing/canonical-pages': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-routing" */ 'shared-domain/routing/canonical-pages')],
  'shared-domain/routing/character-query': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-routing" */ 'shared-domain/routing/character-query')],
  'shared-domain/routing/resolve-alias': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-routing" */ 'shared-domain/routing/resolve-alias')],
  'shared-domain/schemas/api/characters': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-api-characters" */ 'shared-domain/schemas/api/characters')],
  'shared-domain/schemas/api/common': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-api-common" */ 'shared-domain/schemas/api/common')],
  'shared-domain/schemas/api/general': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-api-general" */ 'shared-domain/schemas/api/general')],
  'shared-domain/schemas/api/prayers': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-api-prayers" */ 'shared-domain/schemas/api/prayers')],
  'shared-domain/schemas/api/story-cards': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-api-story-cards" */ 'shared-domain/schemas/api/story-cards')],
  'shared-domain/schemas/api/towers': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-api-towers" */ 'shared-domain/schemas/api/towers')],
  'shared-domain/schemas/artist': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-artist" */ 'shared-domain/schemas/artist')],
  'shared-domain/schemas/buff': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-buff" */ 'shared-domain/schemas/buff')],
  'shared-domain/schemas/character': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-character" */ 'shared-domain/schemas/character')],
  'shared-domain/schemas/character-views': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-character-views" */ 'shared-domain/schemas/character-views')],
  'shared-domain/schemas/common': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-common" */ 'shared-domain/schemas/common')],
  'shared-domain/schemas/forever-prayer': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-forever-prayer" */ 'shared-domain/schemas/forever-prayer')],
  'shared-domain/schemas/kourindou-roulette': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-kourindou-roulette" */ 'shared-domain/schemas/kourindou-roulette')],
  'shared-domain/schemas/last-update': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-last-update" */ 'shared-domain/schemas/last-update')],
  'shared-domain/schemas/maintenance': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-maintenance" */ 'shared-domain/schemas/maintenance')],
  'shared-domain/schemas/prayer': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-prayer" */ 'shared-domain/schemas/prayer')],
  'shared-domain/schemas/reward-item': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-reward-item" */ 'shared-domain/schemas/reward-item')],
  'shared-domain/schemas/roll-result': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-roll-result" */ 'shared-domain/schemas/roll-result')],
  'shared-domain/schemas/story-card': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-story-card" */ 'shared-domain/schemas/story-card')],
  'shared-domain/schemas/story-card-search': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-story-card-search" */ 'shared-domain/schemas/story-card-search')],
  'shared-domain/schemas/tag': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-tag" */ 'shared-domain/schemas/tag')],
  'shared-domain/schemas/tower': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-tower" */ 'shared-domain/schemas/tower')],
  'shared-domain/schemas/update-log': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-schemas-update-log" */ 'shared-domain/schemas/update-log')],
  'shared-domain/search/chip-ranking': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-search" */ 'shared-domain/search/chip-ranking')],
  'shared-domain/search/utc-date': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-search" */ 'shared-domain/search/utc-date')],
  'shared-domain/settings/scroll-batch': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-settings" */ 'shared-domain/settings/scroll-batch')],
  'shared-domain/settings/settings-model': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-settings" */ 'shared-domain/settings/settings-model')],
  'shared-domain/settings/settings-slice': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-settings" */ 'shared-domain/settings/settings-slice')],
  'shared-domain/settings/settings-storage': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-settings" */ 'shared-domain/settings/settings-storage')],
  'shared-domain/store/app-store': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-store" */ 'shared-domain/store/app-store')],
  'shared-domain/story-cards/card-release': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/card-release')],
  'shared-domain/story-cards/card-stats': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/card-stats')],
  'shared-domain/story-cards/date-bounds': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/date-bounds')],
  'shared-domain/story-cards/effect-catalogue': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/effect-catalogue')],
  'shared-domain/story-cards/effect-text': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/effect-text')],
  'shared-domain/story-cards/illustrators': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/illustrators')],
  'shared-domain/story-cards/name-search': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/name-search')],
  'shared-domain/story-cards/obtaining-filter': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/obtaining-filter')],
  'shared-domain/story-cards/story-card-criteria': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/story-card-criteria')],
  'shared-domain/story-cards/story-card-csv': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/story-card-csv')],
  'shared-domain/story-cards/story-card-filter': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/story-card-filter')],
  'shared-domain/story-cards/story-card-index': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/story-card-index')],
  'shared-domain/story-cards/story-card-query': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-story-cards" */ 'shared-domain/story-cards/story-card-query')],
  'shared-domain/time/clock': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-time" */ 'shared-domain/time/clock')],
  'shared-domain/toasts/daily-reset-toast': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-toasts" */ 'shared-domain/toasts/daily-reset-toast')],
  'shared-domain/toasts/toast-machine': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-toasts" */ 'shared-domain/toasts/toast-machine')],
  'shared-domain/toasts/toasts-slice': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-toasts" */ 'shared-domain/toasts/toasts-slice')],
  'shared-domain/tower/damage-modifier': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/damage-modifier')],
  'shared-domain/tower/effect-text': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/effect-text')],
  'shared-domain/tower/element-text': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/element-text')],
  'shared-domain/tower/floor-list': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/floor-list')],
  'shared-domain/tower/floor-query': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/floor-query')],
  'shared-domain/tower/floor-transition': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/floor-transition')],
  'shared-domain/tower/gauge-view': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/gauge-view')],
  'shared-domain/tower/reward-visibility': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/reward-visibility')],
  'shared-domain/tower/rewards-grouping': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/rewards-grouping')],
  'shared-domain/tower/swipe': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-tower" */ 'shared-domain/tower/swipe')],
  'shared-domain/updates/update-items': ['shared-domain', () => import(/* webpackChunkName: "shared-domain-updates" */ 'shared-domain/updates/update-items')],
  'shared-ui/api/base-api': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/base-api')],
  'shared-ui/api/characters-api': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/characters-api')],
  'shared-ui/api/contract-endpoints': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/contract-endpoints')],
  'shared-ui/api/general-api': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/general-api')],
  'shared-ui/api/prayers-api': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/prayers-api')],
  'shared-ui/api/story-cards-api': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/story-cards-api')],
  'shared-ui/api/towers-api': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/towers-api')],
  'shared-ui/characters/character-thumbnail': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-characters" */ 'shared-ui/characters/character-thumbnail')],
  'shared-ui/controls/button': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-controls" */ 'shared-ui/controls/button')],
  'shared-ui/controls/choice-group': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-controls" */ 'shared-ui/controls/choice-group')],
  'shared-ui/controls/toggle-switch': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-controls" */ 'shared-ui/controls/toggle-switch')],
  'shared-ui/hooks/store-hooks': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/store-hooks')],
  'shared-ui/hooks/use-clock': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-clock')],
  'shared-ui/hooks/idle-moments': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/idle-moments')],
  'shared-ui/hooks/use-hydrating': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-hydrating')],
  'shared-ui/hooks/use-idle-preload': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-idle-preload')],
  'shared-ui/hooks/use-media-query': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-media-query')],
  'shared-ui/hooks/use-modal-layer': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-modal-layer')],
  'shared-ui/hooks/use-now': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-now')],
  'shared-ui/hooks/use-open-character': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-open-character')],
  'shared-ui/hooks/use-page-title': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-page-title')],
  'shared-ui/hooks/use-pick-until-url-changes': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-pick-until-url-changes')],
  'shared-ui/hooks/use-progressive-reveal': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-progressive-reveal')],
  'shared-ui/hooks/use-search-shortcuts': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-hooks" */ 'shared-ui/hooks/use-search-shortcuts')],
  'shared-ui/icons/anomaly-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/anomaly-icon')],
  'shared-ui/icons/card-type-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/card-type-icon')],
  'shared-ui/icons/element-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/element-icon')],
  'shared-ui/icons/role-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/role-icon')],
  'shared-ui/icons/star-rating': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/star-rating')],
  'shared-ui/icons/stat-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/stat-icon')],
  'shared-ui/icons/svg-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/svg-icon')],
  'shared-ui/icons/type-icon': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-icons" */ 'shared-ui/icons/type-icon')],
  'shared-ui/lists/progressive-list': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-lists-progressive-list" */ 'shared-ui/lists/progressive-list')],
  'shared-ui/modal/character-modal-frame': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-modal" */ 'shared-ui/modal/character-modal-frame')],
  'shared-ui/modal/modal': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-modal" */ 'shared-ui/modal/modal')],
  'shared-ui/page/define-remote-routes': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/define-remote-routes')],
  'shared-ui/page/lazy-page': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/lazy-page')],
  'shared-ui/page/link-menu': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/link-menu')],
  'shared-ui/page/not-found-page': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/not-found-page')],
  'shared-ui/page/page-frame': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/page-frame')],
  'shared-ui/page/page-suspense': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/page-suspense')],
  'shared-ui/page/pending-region': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/pending-region')],
  'shared-ui/page/width-switch': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-page" */ 'shared-ui/page/width-switch')],
  'shared-ui/prayers/prayer-card': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-prayers" */ 'shared-ui/prayers/prayer-card')],
  'shared-ui/query/query-view': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-query" */ 'shared-ui/query/query-view')],
  'shared-ui/search/chip-input': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-search-chip-input" */ 'shared-ui/search/chip-input')],
  'shared-ui/search/multi-select': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-search-multi-select" */ 'shared-ui/search/multi-select')],
  'shared-ui/search/query-problems': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-search" */ 'shared-ui/search/query-problems')],
  'shared-ui/search/search-modal': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-search" */ 'shared-ui/search/search-modal')],
  'shared-ui/search/utc-date-input': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-search" */ 'shared-ui/search/utc-date-input')],
  'shared-ui/spoilers/jp-content-toggle': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-spoilers" */ 'shared-ui/spoilers/jp-content-toggle')],
  'shared-ui/styles/breakpoints': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-styles" */ 'shared-ui/styles/breakpoints')],
  'shared-ui/styles/tokens': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-styles" */ 'shared-ui/styles/tokens')],
  'shared-ui/time/countdown': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-time" */ 'shared-ui/time/countdown')],
  'shared-ui/time/countdown-text': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-time" */ 'shared-ui/time/countdown-text')],
  'shared-ui/time/date-text': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-time" */ 'shared-ui/time/date-text')],
  'shared-ui/toast/toast-stack': ['shared-ui', () => import(/* webpackChunkName: "shared-ui-toast" */ 'shared-ui/toast/toast-stack')],
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

/**
 * Every shared module itself, by key: what a remote's server bundle gets for its shared imports,
 * so that on the shell's server, too, the remote renders with the shell's React, router, store
 * and api (shell/src/ssr/render-section.tsx).
 */
export async function loadSharedModules(): Promise<Map<string, unknown>> {
  const entries = await Promise.all(Object.entries(LOADERS).map(async ([key, [, source]]) => [key, typeof source === 'function' ? await source() : source] as const));
  return new Map(entries);
}
