import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

interface BoundaryProps {
  children: ReactNode;
  /** Changes with every navigation: an error page is left by going elsewhere. */
  locationKey: string;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Catches what a page throws while rendering (a chunk that failed to load, a bug) and shows the 500 page instead. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.locationKey };
    return state.failedAt === props.locationKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <ErrorScreen status={500} />;
  }
}

/** The router's error page: a page that throws shows «Внутренняя ошибка сервера»; navigating away tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary locationKey={location.key}>{children}</ErrorBoundary>;
}
