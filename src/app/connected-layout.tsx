import { Navigate, Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '../api/query-client';
import { useConnection } from '../api/use-connection';
import { ReauthDialog } from './reauth-dialog';

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
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ReauthDialog />
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />
    </QueryClientProvider>
  );
}
