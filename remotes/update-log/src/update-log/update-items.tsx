import type { UpdateItem } from 'shared-domain/schemas/update-log';
import { safeHref, visibleItems } from 'shared-domain/updates/update-items';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useLocalePath } from 'shared-ui/i18n/locale-context';
import { useT } from '../messages/catalogue';
import styles from './update-log.module.css';

/** Spoilers are revealed on the second their time passes. */
const REVEAL_TICK_MS = 1000;

interface UpdateItemsProps {
  items: readonly UpdateItem[];
  jpContent: boolean;
  now: number;
}

/** The visible items of one list, with their links and sub-items. */
export function UpdateItems({ items, jpContent, now }: UpdateItemsProps) {
  const t = useT();
  const shown = visibleItems(items, now, jpContent);
  // Only JP spoilers here: say why the list is empty rather than showing a bare heading.
  if (shown.length === 0) return <p className={styles.muted}>{t('updateLog.jpOnly')}</p>;
  return (
    <ul className={styles.items}>
      {shown.map((item, i) => (
        <li key={i}>
          <ItemText item={item} />
          {item.subItems.length > 0 ? (
            <ul className={styles.subItems}>
              {item.subItems.map((sub, j) => (
                <li key={j}>
                  <ItemText item={sub} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The same list, re-rendered on the clock so a spoiler appears when its reveal time passes. */
export function LiveUpdateItems({ items }: { items: readonly UpdateItem[] }) {
  const now = useClock(REVEAL_TICK_MS);
  return <UpdateItems items={items} jpContent={false} now={now} />;
}

/**
 * An item's text; only http(s) URLs and site paths become links, anything else is dropped. A site
 * path stays in the page's language ("/prayers" is "/ja/prayers" on a Japanese page).
 */
function ItemText({ item }: { item: Pick<UpdateItem, 'detail' | 'urls'> }) {
  const t = useT();
  const localePath = useLocalePath();
  const links = item.urls.map(safeHref).filter((href): href is string => href !== null);
  return (
    <>
      {item.detail}
      {links.map((href, i) => {
        const site = href.startsWith('/');
        return (
          <a
            key={i}
            className={styles.link}
            href={site ? localePath(href) : href}
            {...(site ? {} : { target: '_blank', rel: 'noreferrer noopener' })}
          >
            {links.length > 1 ? t('updateLog.linkNumber', { number: i + 1 }) : t('updateLog.link')}
          </a>
        );
      })}
    </>
  );
}
