/**
 * Starts the API: loads and validates the content ($CONTENT_DIR or api-mock/content), refuses to
 * start on invalid content (exit 1, the validator's messages on stderr), then listens on
 * $API_HOST:$API_PORT (default 127.0.0.1:4000). Logs are pino JSON lines at $LOG_LEVEL (info).
 */
import { configuredRemoteOrigins } from 'shared-domain/security/security-headers';
import { remotesManifest } from '../../ports.config.mjs';
import { ContentError, loadContent, resolveContentDir } from './content/load-content';
import { buildApp } from './server/build-app';
import { rollRateLimitFromEnv } from './server/rate-limit';
import { warmUp } from './server/warm-up';

const parsePort = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`API_PORT must be an integer 0..65535, got "${raw}"\n`);
    process.exit(1);
  }
  return port;
};

const main = async (): Promise<void> => {
  const port = parsePort(process.env.API_PORT);
  const host = process.env.API_HOST || '127.0.0.1';
  const dir = resolveContentDir();

  let content;
  try {
    content = await loadContent(dir);
  } catch (err) {
    if (err instanceof ContentError) {
      process.stderr.write(`${err.message}\nThe API was not started.\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = buildApp({
    content,
    logger: { level: process.env.LOG_LEVEL || 'info' },
    logRequests: process.env.LOG_REQUESTS === '1',
    rollRateLimit: rollRateLimitFromEnv(process.env.ROLL_RATE_LIMIT),
    remoteOrigins: configuredRemoteOrigins(process.env.REMOTE_ORIGINS, remotesManifest()),
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // The one human-readable line scripts wait for; everything else is JSON on the logger.
  process.stdout.write(`api listening on http://${host}:${actualPort}\n`);
  app.log.info({ dir: content.dir, host, port: actualPort }, 'content loaded');
  const warmStart = Date.now();
  void warmUp(app).then(
    () => app.log.info({ ms: Date.now() - warmStart }, 'lists serialized and compressed'),
    (err: unknown) => app.log.warn({ err }, 'warm-up failed'),
  );

  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};

main().catch((err: unknown) => {
  process.stderr.write(`api failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
