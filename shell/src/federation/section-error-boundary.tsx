import { Component, type ReactNode } from 'react';
import { forgetServerRenderedSection } from 'shared-domain/federation/server-rendered-section';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';
import styles from './section-status.module.css';

interface Props {
  title: string;
  onRetry: () => void;
  children: ReactNode;
  /**
   * What the boundary guards (the section's location, the modal's character): when it changes
   * the error is dropped, so one broken page does not block every other page of the section.
   */
  resetKey: string;
  /** 3 inside a dialog (the page keeps its one h1). */
  level?: 1 | 3;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Render errors inside a section (or the character modal's body) stay inside it. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] error in ${this.props.title}`, error);
    // A page that failed instead of hydrating will not say it has: the error view is the page now.
    forgetServerRenderedSection();
    if (isChunkLoadError(error)) reloadForChunkError(window.location.pathname);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const Heading = this.props.level === 3 ? 'h3' : 'h1';
    return (
      <section className={this.props.level === 3 ? styles.inline : styles.box} role="alert">
        <Heading className={styles.title}>Sorry, you got an error</Heading>
        <p>Something went wrong while showing the {this.props.title}. The rest of the site still works.</p>
        <p className={styles.detail}>{this.state.error.message}</p>
        <button type="button" className={styles.button} onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
