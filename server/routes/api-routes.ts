import type { ApiRoutes } from '../api-router';
import { abstractRoutes } from './abstracts';
import { accountRoutes } from './account';
import { schemaRoutes } from './api-schema';
import { eventRoutes } from './event';
import { guestRoutes } from './guests';
import { mediaRoutes } from './media';
import { peopleRoutes } from './people';
import { pollRoutes } from './polls';
import { questionRoutes } from './questions';
import { ticketRoutes } from './tickets';

/** Every endpoint of the integration API served by this server (verbs and scopes come from the contract). */
export function apiRoutes(): ApiRoutes {
  return {
    ...accountRoutes,
    ...schemaRoutes,
    ...eventRoutes,
    ...ticketRoutes,
    ...guestRoutes,
    ...pollRoutes,
    ...questionRoutes,
    ...mediaRoutes,
    ...peopleRoutes,
    ...abstractRoutes,
  };
}
