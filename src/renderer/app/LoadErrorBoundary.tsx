import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Outside the router (whose routes have their error page): the router's own code failing to load, or throwing,
 * shows the same French error page and its way out, never a blank window.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
