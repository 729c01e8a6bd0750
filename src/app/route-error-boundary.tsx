import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { error: Error | null };

/**
 * Catches a page that fails to load or render (e.g. a chunk that cannot be
 * fetched after a new deploy) and offers a reload; drafts survive it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Nothing is reported anywhere: a message could carry personal data.
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-12">
        <h1 className="text-xl font-semibold text-slate-900">This page could not be shown</h1>
        <p className="mt-2 text-sm text-slate-700">{this.state.error.message}</p>
        <p className="mt-4 text-sm text-slate-700">
          <button type="button" className="font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600" onClick={() => window.location.reload()}>
            Reload the page
          </button>{' '}
          — anything you were typing is kept as a draft.
        </p>
      </div>
    );
  }
}
