import path from 'node:path';
import { parseArgs } from 'node:util';
import { remotesManifest } from '../../ports.config.mjs';
import { configuredRemoteOrigins } from './security-headers';
import { addSecurityHeaders } from './security-headers-hook';
import { createStaticApp } from './static-app';

// Serves one remote's dist/ on its own port, as a CDN would: CORS on, no SPA fallback.
const { values } = parseArgs({
  options: { root: { type: 'string' }, port: { type: 'string' }, host: { type: 'string', default: '0.0.0.0' } },
});

async function main() {
  if (!values.root || !values.port) throw new Error('usage: serve-dist --root DIR --port N');
  const app = await createStaticApp({ root: values.root, spaFallback: false, cors: true });
  // The same headers as the site's origin (the remote's standalone index.html gets its own hashes).
  addSecurityHeaders(app, {
    remoteOrigins: configuredRemoteOrigins(process.env.REMOTE_ORIGINS, remotesManifest()),
    htmlFile: path.join(values.root, 'index.html'),
  });
  await app.listen({ port: Number(values.port), host: values.host });
  console.log(`serving ${values.root} on http://localhost:${values.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
