import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadAfterChunkError } from '../federation/chunk-reload';
import { FatalErrorScreen } from './fatal-error-screen';

interface FatalErrorBoundaryProps {
  children: ReactNode;
}

/** Outermost boundary: errors outside the router (providers, maintenance page) also get the fatal error screen. */
export class FatalErrorBoundary extends Component<FatalErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (!reloadAfterChunkError(error)) console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <FatalErrorScreen /> : this.props.children;
  }
}
