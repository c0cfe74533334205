import { Component, type ReactNode } from 'react';

interface Props {
  /** Drawn instead of the figure once it failed; `retry` draws it again. */
  fallback: (retry: () => void) => ReactNode;
  onReset?: () => void;
  children: ReactNode;
}

/** Keeps a failed figure to itself: one service down costs only its own numbers, never the page. */
export class FigureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
