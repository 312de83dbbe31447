import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryError } from './query-error';

export interface PartBoundaryProps {
  /** What failed, in the reader's words: "图谱绘制失败" becomes the message's first half. */
  what: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failure of one optional part of a page (a drawing that needs a canvas
 * the browser refuses, a lazily loaded chunk that did not arrive) inside that
 * part: it shows a line with a retry, and the rest of the page stays readable.
 */
export class PartBoundary extends Component<PartBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // The page goes on; the console keeps what a developer needs to find the cause.
    console.error(`${this.props.what}:`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      const shown = new Error(`${this.props.what}，请重试或刷新页面`);
      return <QueryError error={shown} onRetry={() => this.setState({ error: null })} variant="inline" />;
    }
    return this.props.children;
  }
}
