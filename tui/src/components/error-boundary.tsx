import { Text } from 'ink';
import { Component, type ReactNode } from 'react';
import { cleanLine } from '../services/text.js';

interface Props {
  children: ReactNode;
  /** Colour of the message (a theme token). */
  colour?: string;
}

/** Keeps a broken screen from taking the app down: shows its error instead, Esc still goes back. */
export class ErrorBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <Text
          color={this.props.colour}
        >{`This screen failed: ${cleanLine(this.state.error.message)}. Press Esc to go back.`}</Text>
      );
    }
    return this.props.children;
  }
}
