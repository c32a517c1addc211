import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';
import styles from './section-status.module.css';

interface Props {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Render errors inside a section stay inside it. */
export class SectionErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] error in ${this.props.title}`, error);
    if (isChunkLoadError(error)) reloadForChunkError(window.location.pathname);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.box} role="alert">
        <h1 className={styles.title}>Sorry, you got an error</h1>
        <p>Something went wrong while showing the {this.props.title}. The rest of the site still works.</p>
        <p className={styles.detail}>{this.state.error.message}</p>
        <button type="button" className={styles.button} onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
