import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';
import styles from './page-frame.module.css';

interface PageFrameProps {
  /** The page's one `<h1>`; also the document title. */
  title: string;
  /** A short line under the heading. */
  lead?: ReactNode;
  /** Controls beside the heading (search button, filters…). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The layout frame every page shares: exactly one heading, then the content. */
export function PageFrame({ title, lead, actions, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
