import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { ROUTE_ROWS, type RouteRow } from './route-table';
import { page } from './lazy-page';

/**
 * Mounts the route table (route-table.ts), one lazily loaded module per page.
 * Declarative routing (BrowserRouter + Routes) rather than the data router:
 * the data router adds about 16 KB gzip to the first load, which would push
 * the login route over its 100 KB budget, and no page needs loaders or
 * actions (React Query fetches the data).
 */
const ConnectedLayout = page(() => import('./connected-layout'));
const AppShell = page(() => import('./app-shell'));

function PageFallback() {
  return (
    <div role="status" className="px-4 py-12 text-center text-sm text-slate-600">
      Loading…
    </div>
  );
}

/** A page inside its own error boundary and loading fallback. */
function routed(Page: ComponentType) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const routesIn = (frame: RouteRow['frame']) =>
  ROUTE_ROWS.filter((row) => row.frame === frame).map((row) => <Route key={row.path} path={row.path} element={routed(row.page)} />);

export function AppRoutes() {
  return (
    <Routes>
      {routesIn('public')}
      {/* Everything below needs a connection (redirects to /login otherwise). */}
      <Route element={routed(ConnectedLayout)}>
        {routesIn('bare')}
        <Route element={routed(AppShell)}>{routesIn('shell')}</Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
