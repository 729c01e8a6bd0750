import { colourSchema } from '../../contract/colour';
import { sessionFieldsSchema, type Session } from '../../contract/session';

/** The session form: the contract's fields (sections are edited apart), with the track limited to the event's tracks. */
export function sessionFormSchema(trackCount: number) {
  return sessionFieldsSchema
    .omit({ contentData: true, tintColor: true })
    .extend({ tintColor: colourSchema.optional() })
    .refine((v) => v.track < trackCount || v.track === -1, {
      error: trackCount === 0 ? 'the event has no tracks: choose None' : `must be one of the event's ${trackCount} tracks, or None`,
      path: ['track'],
    });
}

export type SessionFormValues = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  track: number;
  tintColor?: number | string;
  hasPoll: boolean;
  hasLiveQA: boolean;
  imagePath: string;
  unListed: boolean;
};

export function sessionFormValues(s: Session | undefined): SessionFormValues {
  return {
    title: s?.title ?? '',
    date: s?.date ?? '',
    startTime: s?.startTime ?? '',
    endTime: s?.endTime ?? '',
    location: s?.location ?? '',
    track: s?.track ?? -1,
    tintColor: typeof s?.tintColor === 'number' || typeof s?.tintColor === 'string' ? s.tintColor : undefined,
    hasPoll: s?.hasPoll ?? false,
    hasLiveQA: s?.hasLiveQA ?? false,
    imagePath: s?.imagePath ?? '',
    unListed: s?.unListed ?? false,
  };
}

/** The write body: every field of the form (tintColor only when set). */
export function sessionWriteBody(values: SessionFormValues): Record<string, unknown> {
  const { tintColor, ...rest } = values;
  return tintColor === undefined || tintColor === '' ? rest : { ...rest, tintColor };
}
