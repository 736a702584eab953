import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-load-error';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

export const MENSAJE_REMOTO_NO_DISPONIBLE = 'No se pudo cargar esta sección.';

interface RemoteErrorBoundaryProps {
  /** Called on every render, so that a retry builds its content again instead of re-rendering the failed one. */
  renderContent: () => ReactNode;
  /** Changes when the user navigates: a failed area is tried again on the next route. */
  resetKey: string;
  /** Forgets what failed so that the next render requests the remote again. */
  onReset: () => void;
}

interface RemoteErrorBoundaryState {
  error: unknown;
}

/**
 * Catches the failure of one remote area so that the shell and the other areas keep working.
 * A rendering bug inside a loaded screen is not a loading failure: it goes on to the fatal error screen.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error };
  }

  // React itself reports caught errors to the console; a chunk of an older deployment reloads the page.
  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reloadAfterChunkError(error);
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.renderContent();
    if (!(error instanceof RemoteLoadError) && !isChunkLoadError(error)) throw error;
    // Plain HTML: the remote's code (and its UI library) is what failed to load.
    return (
      <div className="alerta-error" role="alert">
        <span>{MENSAJE_REMOTO_NO_DISPONIBLE}</span>
        <button type="button" onClick={this.retry}>
          Reintentar
        </button>
      </div>
    );
  }
}
