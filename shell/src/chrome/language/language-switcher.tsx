import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES, type Locale } from 'shared-domain/i18n/locales';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { useT } from '../../messages/catalogue';
import styles from './language-switcher.module.css';

/**
 * The link that switches the site to `locale` and comes back to `next`, a path (with its query)
 * without the language prefix: the server remembers the choice and redirects.
 */
export const setLanguageHref = (locale: Locale, next: string): string => `/set-language?lang=${locale}&next=${encodeURIComponent(next)}`;

/**
 * One plain link per language, each named in itself: it works before (and without) any script.
 * `bar` fits the desktop navbar beside its links, `panel` the phone menu, `page` the settings page.
 */
export function LanguageSwitcher({ variant }: { variant: 'bar' | 'panel' | 'page' }) {
  const t = useT();
  const current = useLocale();
  // The router's location has no language prefix (it is the router's basename).
  const { pathname, search } = useLocation();
  // The navbar's bar has no room for every name: it links the other languages only, each by its
  // code, and its name in itself for assistive technology.
  const shown = variant === 'bar' ? LOCALES.filter((locale) => locale !== current) : LOCALES;
  return (
    <ul className={`${styles.list} ${styles[variant] ?? ''}`} aria-label={t('language.label')}>
      {shown.map((locale) => (
        <li key={locale}>
          <a
            className={styles.link}
            href={setLanguageHref(locale, pathname + search)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            title={variant === 'bar' ? LOCALE_NAMES[locale] : undefined}
          >
            {variant === 'bar' ? (
              // The code shown is also the start of the name said (the label a player sees is in it).
              <>
                {locale.toUpperCase()}
                <span className={styles.hidden}> {LOCALE_NAMES[locale]}</span>
              </>
            ) : (
              LOCALE_NAMES[locale]
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
