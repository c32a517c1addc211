import { Component, type ReactNode } from 'react';
import { forgetServerRenderedSection } from 'shared-domain/federation/server-rendered-section';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';
import { useT } from '../messages/catalogue';
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
        <SectionErrorText Heading={Heading} title={this.props.title} message={this.state.error.message} onRetry={this.retry} />
      </section>
    );
  }
}

/** The error's words (a class cannot read the catalogue's hook). */
function SectionErrorText({
  Heading,
  title,
  message,
  onRetry,
}: {
  Heading: 'h1' | 'h3';
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <>
      <Heading className={styles.title}>{t('section.errorHeading')}</Heading>
      <p>{t('section.errorText', { title })}</p>
      <p className={styles.detail}>{message}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('section.retry')}
      </button>
    </>
  );
}
