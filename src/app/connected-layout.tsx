import type { CSSProperties } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '../api/query-client';
import { useConnection } from '../api/use-connection';
import { ReauthDialog } from './reauth-dialog';
import { paths } from '../paths';

/**
 * Toast colours: sonner's own rich colours put green text on pale green at
 * about 4.25:1, under the 4.5:1 WCAG AA asks for. The same calm tints with the
 * console's darker text (Tailwind emerald/indigo/amber/red 50, 200 and 800)
 * reach 7:1 or more; every toast also carries an icon and words.
 */
const toastColours = {
  '--success-bg': '#ecfdf5',
  '--success-border': '#a7f3d0',
  '--success-text': '#065f46',
  '--info-bg': '#eef2ff',
  '--info-border': '#c7d2fe',
  '--info-text': '#3730a3',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/**
 * Everything that needs a connection: without one, the user is sent to /login
 * (and comes back here afterwards). Provides React Query, toasts and the
 * dialog that asks for a new key when the current one stops working.
 */
export default function ConnectedLayout() {
  const connection = useConnection();
  const location = useLocation();
  if (!connection) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.link()} replace state={{ from }} />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ReauthDialog />
      {/* Above the editors' save bar, so a toast never covers Save. */}
      <Toaster position="bottom-right" offset={{ bottom: 88, right: 24 }} mobileOffset={{ bottom: 88 }} richColors closeButton style={toastColours} toastOptions={{ duration: 5000 }} />
    </QueryClientProvider>
  );
}
