/** The event's clock lives below the components, in api/event-clock.ts (api/dates.ts writes instants with it). */
export * from '../../api/event-clock';
