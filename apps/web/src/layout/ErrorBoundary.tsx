import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorView } from 'react-admin';

type Props = { children: ReactNode };
type State = { error: Error | null; info?: ErrorInfo };

/** Shows react-admin's error page for a screen that throws (including a lazy chunk that fails to load). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
  }

  reset = () => this.setState({ error: null, info: undefined });

  render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return <ErrorView error={error} errorInfo={info} resetErrorBoundary={this.reset} />;
  }
}
