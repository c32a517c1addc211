import { Component, type ReactNode } from 'react';
import { ELEMENT_NOT_FOUND } from 'shared-domain/tower/element-text';
import { useT } from '../../messages/catalogue';
import styles from './enemy.module.css';

interface State {
  error: Error | null;
}

/**
 * Keeps one broken enemy (an unknown element throws 'element not found!') from
 * blanking the whole floor: that column shows the message, the others stay.
 */
export class EnemyBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error('[tower] an enemy could not be shown', error);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className={styles.column} role="alert">
          <BrokenEnemy message={this.state.error.message} />
        </div>
      );
    }
    return this.props.children;
  }
}

/** The known failure in the page's language; any other is a bug, shown as it was thrown. */
function BrokenEnemy({ message }: { message: string }) {
  const t = useT();
  return <p className={styles.none}>{message === ELEMENT_NOT_FOUND ? t('enemy.elementNotFound') : message}</p>;
}
