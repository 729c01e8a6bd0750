/** The event's pictures for the Pictures page: its records (event, sessions, speakers, sponsors) and this console's uploads, joined. */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { speakerQueries } from '../../api/speaker-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import { deriveEventPictures, type PictureRecords } from '../../components/picture/event-pictures';
import { usePictureLibrary } from '../../components/picture/picture-library';

export function useEventPictures() {
  const library = usePictureLibrary();
  const event = useQuery(eventQueries.settings());
  const sessions = useQuery(sessionQueries.list());
  const speakers = useQuery(speakerQueries.list());
  const sponsors = useQuery(sponsorQueries.list());
  const queries = [event, sessions, speakers, sponsors];
  const records: PictureRecords = useMemo(
    () => ({ event: event.data, sessions: sessions.data, speakers: speakers.data, sponsors: sponsors.data }),
    [event.data, sessions.data, speakers.data, sponsors.data],
  );
  const pictures = useMemo(() => deriveEventPictures(records, library.pictures), [records, library.pictures]);
  return {
    pictures,
    records,
    forget: library.forget,
    loading: queries.some((q) => q.isPending),
    /** The first read that failed (the others may still have given their pictures). */
    error: queries.find((q) => q.error)?.error ?? null,
    retry: () => queries.forEach((q) => (q.error ? void q.refetch() : undefined)),
  };
}
