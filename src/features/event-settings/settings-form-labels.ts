/** The settings' fields by their labels, and where a field named by the service sits in the form. */
import { EVENT_COLOUR_FIELDS } from '../../contract/event';
import { fieldLabel } from '../../components/form/merge-wording';
import { TEXT_FIELDS } from './settings-form';

export const SETTINGS_LABELS: Record<string, string> = {
  name: 'Event name',
  welcomeText: 'Welcome text',
  dateStart: 'First day',
  dateEnd: 'Last day',
  location: 'Venue',
  address: 'Street address',
  state: 'State or region',
  supportEmail: 'Support e-mail',
  imagePath: 'Event banner',
  mapImagePath: 'Venue map',
  timeZoneOffset: 'Time zone',
  carouselInterval: 'Seconds between sponsor slides',
  scheduleTimeDisplay: 'Show times on the schedule',
  trackArray: 'Track names',
  trackColorArray: 'Track colours',
  tierArray: 'Sponsor tiers',
};
export const settingsLabelOf = (f: string) => fieldLabel(f, SETTINGS_LABELS);

export const FIELD_NAMES = [...TEXT_FIELDS, 'timeZoneOffset', 'carouselInterval', 'scheduleTimeDisplay', 'tracks', 'tiers', 'colours'];

/** Where a field named by the service lives in the form. */
export function formPathOf(field: string): string | null {
  const root = field.split(/[.[]/)[0];
  if (root === 'trackArray' || root === 'trackColorArray') return 'tracks';
  if (root === 'tierArray') return 'tiers';
  if ((EVENT_COLOUR_FIELDS as readonly string[]).includes(root)) return `colours.${root}`;
  return FIELD_NAMES.includes(root) ? root : null;
}

