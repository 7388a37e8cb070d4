// Keeps one broken page module or block from taking the whole page down.
import { Component, type ReactNode } from "react";
import { UnknownContent } from "./UnknownContent.tsx";

interface Props {
  kind: "page" | "block";
  type: string;
  children: ReactNode;
}

export class ContentErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`The ${this.props.kind} "${this.props.type}" failed to render`, error);
  }

  render() {
    return this.state.failed ? <UnknownContent kind={this.props.kind} type={this.props.type} /> : this.props.children;
  }
}
