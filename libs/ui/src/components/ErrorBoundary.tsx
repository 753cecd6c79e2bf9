import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLogger } from '../data/error-logger';
import { Link } from 'react-router-dom';
import { Button } from './Button';

interface Props {
  children: ReactNode;
  /** Called by 'Reintentar' before rendering the children again (e.g. to reload a remote). */
  onRetry?: () => void;
  /** Told of the error it caught. */
  onError?: (error: Error) => void;
  /** Shown instead of 'Algo salió mal' when given (its own retry remounts the boundary). */
  fallback?: ReactNode;
  /** Adds 'Volver al inicio' (inside a router only): for screens the shell shows without navigation. */
  homeLink?: boolean;
}

/** 'Algo salió mal' with 'Reintentar' (01 §2) instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorLogger.log(error, `boundary ${info.componentStack?.split('\n')[1]?.trim() ?? ''}`);
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h2 className="font-display text-2xl text-ink">Algo salió mal</h2>
        <p className="text-ink-soft">
          No pudimos cargar esta sección. Revisa tu conexión e inténtalo de nuevo.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={this.retry}>Reintentar</Button>
          {this.props.homeLink && (
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-full px-5 py-2.5 font-medium text-sage-800 hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
            >
              Volver al inicio
            </Link>
          )}
        </div>
      </div>
    );
  }
}
