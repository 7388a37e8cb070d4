// A boundary for optional extras (popups, cross-tab sync, connection notices): if one fails to load
// or render, it is logged and left out, and the page goes on.
import { Component, type ReactNode } from "react";

export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn("An optional part of the page could not be loaded", error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
