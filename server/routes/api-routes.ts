import type { ApiRoutes } from '../api-router';
import { accountRoutes } from './account';
import { eventRoutes } from './event';

/** Every endpoint of the integration API served by this server. */
export function apiRoutes(): ApiRoutes {
  return { ...accountRoutes, ...eventRoutes };
}
