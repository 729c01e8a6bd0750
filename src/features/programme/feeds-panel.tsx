import { useState } from 'react';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { useMay } from '../../api/account-queries';
import { programmeQueries, useFeedChange } from '../../api/programme-queries';
import type { Connection } from '../../api/key-store';
import type { Feed, FeedKind } from '../../contract/programme';
import { describeError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { SwitchField } from '../../components/ui/switch-field';

const FEED_WORDS: Record<FeedKind, { title: string; what: string; open: string }> = {
  page: { title: 'Public programme page', what: 'A page attendees read on their phones, with now and next; it works without JavaScript and can be embedded in your website.', open: '' },
  frab: { title: 'Schedule for video teams and apps', what: 'schedule.xml and schedule.json in the frab format that recording teams and apps such as Giggity and ConfClerk read.', open: '/schedule.xml' },
  ical: { title: 'Calendars', what: 'The whole programme, each room and each speaker as calendars to subscribe to.', open: '/programme.ics' },
};

/** Why a feed's switches cannot be used, for those who may read the programme but not change it. */
const READ_ONLY = ' Turning it on or off is for those who may change the programme.';

/** The feeds of the last release: each turned on or off, listed publicly or not, its address renewed. */
export function FeedsPanel({ connection }: { connection: Connection }) {
  const mayWrite = useMay('event:write');
  const feeds = useQuery(programmeQueries.feeds(connection));
  const change = useFeedChange(connection);
  const [renewing, setRenewing] = useState<FeedKind | null>(null);
  const run = (kind: FeedKind, c: { on?: boolean; public?: boolean } | 'renew', done: string) =>
    change.mutate({ kind, change: c }, { onSuccess: () => toast.success(done), onError: (e) => toast.error(describeError(e)) });

  if (feeds.isPending) return <LoadingState label="Loading feeds…" shape="cards" />;
  if (feeds.isError) return <ErrorState error={feeds.error} onRetry={() => void feeds.refetch()} />;
  return (
    <ul className="space-y-4">
      {feeds.data.map((feed: Feed) => {
        const words = FEED_WORDS[feed.kind];
        const address = feed.path ? `${window.location.origin}${feed.path}${words.open}` : '';
        return (
          <li key={feed.kind} className="rounded-lg border border-slate-200 bg-white p-4" aria-label={words.title}>
            <SwitchField label={words.title} hint={mayWrite ? words.what : words.what + READ_ONLY} checked={feed.on} disabled={!mayWrite || change.isPending} onCheckedChange={(on) => run(feed.kind, { on }, on ? `${words.title}: on` : `${words.title}: off`)} />
            {feed.on ? (
              <div className="mt-3 space-y-3">
                <SwitchField
                  label="Public"
                  hint={`Linked from the public programme page and kept by shared caches. Off: only people you give the address to find it, and search engines leave it out.${mayWrite ? '' : READ_ONLY}`}
                  checked={feed.public}
                  disabled={!mayWrite || change.isPending}
                  onCheckedChange={(listed) => run(feed.kind, { public: listed }, listed ? `${words.title} is public` : `${words.title} is unlisted`)}
                />
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <a href={address} target="_blank" rel="noreferrer" className="break-all font-medium text-indigo-800 underline">
                    {address}
                  </a>
                  <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard.writeText(address).then(() => toast.success('Address copied'), () => toast.error('The browser did not allow copying'))}>
                    Copy address
                  </Button>
                  {!mayWrite ? null : renewing === feed.kind ? (
                    <span role="group" aria-label="Renew the address" className="flex flex-wrap items-center gap-2">
                      <span className="text-slate-700">The old address stops working at once.</span>
                      <Button size="sm" variant="danger" onClick={() => { setRenewing(null); run(feed.kind, 'renew', `${words.title}: new address`); }}>
                        Renew now
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRenewing(null)}>
                        Keep this address
                      </Button>
                    </span>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={() => setRenewing(feed.kind)}>
                      Renew address…
                    </Button>
                  )}
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
