import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppErrorPage } from './app-error-page';

interface State {
  /** What was thrown, boxed: a component may throw null or undefined, which is still an error. */
  error: { thrown: unknown } | null;
  pathname: string | null;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { thrown: error } };
  }

  // Another page is another chance: moving away clears the error, as a route's error page would.
  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    if (state.pathname === props.pathname) return null;
    return { pathname: props.pathname, error: state.pathname === null ? state.error : null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] unhandled page error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <AppErrorPage error={this.state.error.thrown} /> : this.props.children;
  }
}

/** The last line of defence around the whole route tree: an error no section caught. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
