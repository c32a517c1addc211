import { errorMessage } from 'shared-domain/api/error-message';
import type { Translate } from 'shared-ui/i18n/catalogue';
import type { MessageKey } from 'shared-ui/messages/catalogue';

/** The transport failures RTK Query reports by a status word, each with its sentence. */
const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  FETCH_ERROR: 'query.unreachable',
  PARSING_ERROR: 'query.unreadable',
  TIMEOUT_ERROR: 'query.timeout',
};

/**
 * The text a visitor sees for a failed call, in the page's language: the sentences errorMessage
 * (shared-domain) writes in English, through `t`. A message the server or the library wrote itself
 * is shown as it came, as errorMessage shows it.
 */
export function errorText(error: unknown, t: Translate<MessageKey>): string {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; data?: unknown };
    const data = e.data as { message?: unknown } | null | undefined;
    const fromServer = data && typeof data === 'object' && typeof data.message === 'string' && data.message.trim();
    if (!fromServer) {
      if (typeof e.status === 'number') return t('query.serverAnswered', { status: e.status });
      const key = typeof e.status === 'string' ? STATUS_KEYS[e.status] : undefined;
      if (key) return t(key);
    }
  }
  const text = errorMessage(error);
  // errorMessage's own last resort, which no server or library wrote.
  return text === errorMessage(null) ? t('query.failed') : text;
}
