import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, CircleSlash, Clock, XCircle } from 'lucide-react';
import type { BulkOutcome } from '../../api/bulk-run';
import { pictureName, recordsToChange, type EventPicture, type PictureRecords } from '../../components/picture/event-pictures';
import { PictureField } from '../../components/picture/picture-field';
import { fieldWords, type PictureSaved } from '../../components/picture/picture-record-save';
import { BulkRunProgress, isActive } from '../../components/table-import/bulk-run-progress';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useReplacePicture, withBase, type ReplaceRow } from './use-replace-picture';

const KIND_WORD = { event: 'Event', session: 'Session', speaker: 'Speaker', sponsor: 'Sponsor' } as const;

function OutcomeLine({ row, outcome, started }: { row: ReplaceRow; outcome: BulkOutcome<PictureSaved> | undefined; started: boolean }) {
  const what = row.uses.map((u) => u.label.toLowerCase()).join(', ');
  let icon = <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />;
  let text = started ? 'Waiting.' : 'To be changed.';
  if (outcome?.kind === 'ok' && outcome.value.status === 'saved') {
    icon = <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />;
    text = `Replaced (${outcome.value.fields.map(fieldWords).join(', ')}).${outcome.value.warnings.length ? ` The service noted: ${outcome.value.warnings.join(' ')}` : ''}`;
  } else if (outcome?.kind === 'ok') {
    icon = <CircleSlash aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />;
    text = 'Nothing to change: it no longer used this picture, or already used the new one.';
  } else if (outcome?.kind === 'refused') {
    icon = <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />;
    text = `Left as it was: ${outcome.message}`;
  } else if (outcome?.kind === 'not-answered') {
    icon = <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />;
    text = outcome.sent ? `No answer; it may have been saved: ${outcome.message}` : outcome.message;
  }
  return (
    <li className="flex items-start gap-2 py-1.5">
      {icon}
      <div className="min-w-0 text-sm">
        <p>
          <span className="text-slate-600">{KIND_WORD[row.kind]} </span>
          <Link to={row.link} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            {row.recordName}
          </Link>
          <span className="text-slate-600"> · {what}</span>
        </p>
        <p className={outcome?.kind === 'refused' || outcome?.kind === 'not-answered' ? 'text-red-800' : 'text-slate-700'}>{text}</p>
      </div>
    </li>
  );
}

/** Replace one picture everywhere it is used: choose the new one, then one save per record, with progress and what changed. */
export function ReplacePictureDialog({ picture, records, onClose }: { picture: EventPicture; records: PictureRecords; onClose: (replacedWith?: string) => void }) {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const replace = useReplacePicture();
  const changes = recordsToChange(picture);
  const name = pictureName(picture);
  const state = replace.state;
  const running = state ? isActive(state) : false;

  function go() {
    const target = to.trim();
    if (!/^https?:\/\/\S+$/i.test(target)) return setError('New picture is required: upload one, choose one uploaded before, or give its web address (http or https).');
    if (target === picture.url) return setError('New picture is the picture being replaced; choose another.');
    setError(undefined);
    void replace.start(withBase(changes, records), picture.url, target);
  }

  /** Closes, naming the new picture when a replacement ran. */
  const close = () => onClose(replace.run?.to);
  const done = state && !running && (state.phase === 'done' || state.phase === 'cancelled');
  const saved = state?.outcomes.filter((o) => o?.kind === 'ok' && o.value.status === 'saved').length ?? 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => (!open && !running ? close() : undefined)}
      dismissible={!running}
      size="lg"
      title={`Replace ${name}`}
      description={`Used in ${picture.uses.length} ${picture.uses.length === 1 ? 'place' : 'places'} on ${changes.length} ${changes.length === 1 ? 'record' : 'records'}. Each record is read again just before it is saved, and only its picture fields change; a record whose picture was changed elsewhere meanwhile is left as it is.`}
      footer={
        replace.run ? (
          <Button variant="secondary" disabled={running} onClick={close}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={go}>Replace on {changes.length} {changes.length === 1 ? 'record' : 'records'}</Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        {replace.run ? null : <PictureField label="New picture" value={to} onChange={(v) => setTo(v)} error={error} hint="Drop or paste a picture, choose one uploaded before, or give its address." />}
        {state ? (
          <BulkRunProgress
            progress={state}
            label="Replacement progress"
            title={done ? `Replaced on ${saved} of ${state.total} ${state.total === 1 ? 'record' : 'records'}` : 'Replacing…'}
            counts={`${state.ok} saved or already right, ${state.refused} left as they were${state.notAnswered ? `, ${state.notAnswered} without answer` : ''}.`}
            onResume={() => void replace.resume()}
          />
        ) : null}
        <section aria-label={state ? 'What changed' : 'Records to change'}>
          <h3 className="text-sm font-semibold text-slate-900">{state ? 'What changed' : 'Records to change'}</h3>
          <ul className="divide-y divide-slate-100">
            {(replace.run?.rows ?? withBase(changes, records)).map((row, i) => (
              <OutcomeLine key={`${row.kind}:${row.recordId}`} row={row} outcome={state?.outcomes[i]} started={!!state} />
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
