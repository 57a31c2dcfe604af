import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Written to the console with the error, e.g. 'A public page failed'. */
  logLabel: string;
  /** What replaces the children once one of them threw; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** A change (e.g. the path) clears a caught error. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps one failing part of a page from blanking the rest (the public site and the admin both use it). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(this.props.logLabel, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
