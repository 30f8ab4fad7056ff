import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ScreenError } from './screen-error';

/** A screen's code did not arrive (the network dropped, or a new release replaced it). */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ScreenLoadError';
  }
}

interface BoundaryProps {
  children: ReactNode;
  /** Try again: for a screen that did not load, asks for its code again; throws if it failed. */
  onRetry?: () => Promise<void>;
}

/**
 * No screen goes blank: whatever a screen throws while it loads or renders, the borrower sees
 * what happened, in their language, with Try again and the way home. Moving to another screen
 * clears it.
 */
export function ScreenBoundary({ children, onRetry }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} onRetry={onRetry}>
      {children}
    </Boundary>
  );
}

interface State {
  failed: boolean;
  error: unknown;
  pathname: string;
}

class Boundary extends Component<BoundaryProps & { pathname: string }, State> {
  override state: State = { failed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: State,
  ): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { failed: false, error: null, pathname: props.pathname };
  }

  retry = async (): Promise<void> => {
    const { error } = this.state;
    if (error instanceof ScreenLoadError && this.props.onRetry) await this.props.onRetry();
    this.setState({ failed: false, error: null });
  };

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    return <ScreenError loadFailed={error instanceof ScreenLoadError} onRetry={this.retry} />;
  }
}
