import type { ReactNode } from 'react';
import { usePageTitle } from 'shared-ui/hooks/use-page-title';
import styles from './page-frame.module.css';

interface PageFrameProps {
  /** The page's one `<h1>`; also the document title. */
  title: string;
  /** The document title when the heading alone does not name the page ('Floor #3' of which tower?). */
  pageTitle?: string;
  /** A label beside the heading, outside it ('Seal Crystal Prayer #311' beside a prayer's name). */
  titleNote?: ReactNode;
  /** A short line under the heading. */
  lead?: ReactNode;
  /** Controls beside the heading (search button, filters…). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The layout frame every page shares: exactly one heading, then the content. */
export function PageFrame({ title, pageTitle, titleNote, lead, actions, children }: PageFrameProps) {
  usePageTitle(pageTitle ?? title);
  const heading = (
    <h1 id="page-title" className={styles.title}>
      {title}
    </h1>
  );
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        {titleNote ? (
          <div className={styles.titleGroup}>
            {heading}
            {titleNote}
          </div>
        ) : (
          heading
        )}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
