import { json, type ApiRoutes } from '../api-router';

export const accountRoutes: ApiRoutes = {
  '/whoami': {
    async handler(ctx) {
      const { key, event } = ctx.auth;
      return json({
        clientId: ctx.auth.clientId,
        eventId: ctx.eventId,
        eventName: String(event.settings.name ?? ''),
        scopes: key.scopes,
        issuedAt: new Date(key.issuedAt).toISOString(),
        expiresAt: new Date(key.expiresAt).toISOString(),
        expiresInSeconds: Math.max(0, Math.floor((key.expiresAt - Date.now()) / 1000)),
      });
    },
  },
};
