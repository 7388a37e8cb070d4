// Keeps a mini cart drawer that fails to load or render (a lost network, a stale deploy) from taking
// the page down: the error is logged and the drawer closes, so the cart button can be tried again.
import { Component, type ReactNode } from "react";

interface Props {
  onFail: () => void;
  children: ReactNode;
}

export class DrawerLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("The mini cart drawer failed to load", error);
    this.props.onFail();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
