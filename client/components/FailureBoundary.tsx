// The one error boundary of the site's parts that may fail on their own (a block, a page module, an
// optional extra, the mini cart's drawer, a checkout step): what stands in for the part once it has
// failed to load or render, and what is told of the failure. The rest of the page goes on.
import { Component, type ReactNode } from "react";

interface Props {
  /** What shows in the part's place once it has failed (null: nothing). */
  fallback: ReactNode;
  /** Logs the failure, and does what else the part's owner needs (the drawer closes). */
  onFailure: (error: unknown) => void;
  children: ReactNode;
}

export class FailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
