#!/usr/bin/env node
// Serves the production builds (no install, no build): used by Playwright's webServer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite } from './lib/start-site.mjs';

await startSite(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), { mode: 'production' });
