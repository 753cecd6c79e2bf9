import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLogger } from '../data/error-logger';
import { Button } from './Button';

interface Props {
  children: ReactNode;
  /** Called by 'Reintentar' before rendering the children again (e.g. to reload a remote). */
  onRetry?: () => void;
}

/** 'Algo salió mal' with 'Reintentar' (01 §2) instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorLogger.log(error, `boundary ${info.componentStack?.split('\n')[1]?.trim() ?? ''}`);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h2 className="font-display text-2xl text-ink">Algo salió mal</h2>
        <p className="text-ink-soft">
          No pudimos cargar esta sección. Revisa tu conexión e inténtalo de nuevo.
        </p>
        <Button onClick={this.retry}>Reintentar</Button>
      </div>
    );
  }
}
