import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLogger } from '../data/error-logger';
import { SectionFallback } from './SectionFallback';

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
      <SectionFallback
        title="Algo salió mal"
        detail="No pudimos cargar esta sección. Revisa tu conexión e inténtalo de nuevo."
        onRetry={this.retry}
        homeLink={this.props.homeLink}
      />
    );
  }
}
