import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface State {
  error: Error | null;
}

/** Keeps a failing public page from blanking the site: the layout stays, with a way to reload. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A public page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        data-testid="page-error"
        action={<Button color="inherit" size="small" onClick={() => globalThis.location.reload()}>Reload</Button>}
      >
        This page could not be shown. Reload to try again.
      </Alert>
    );
  }
}
