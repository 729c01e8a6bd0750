import { useId, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { LIMITS } from '../../contract/common';
import { IMAGE_POSITIONS, SPEAKER_TYPES, normaliseSpeakerType, subSessionTimes } from '../../contract/content-sections';
import { convertEmbedUrl, isVideoPlayerUrl } from '../../contract/embed-links';
import { PAGE_LINK_PAGES, SESSION_PAGES, SPEAKER_PAGES, SPONSOR_PAGES, WHOLE_PAGES, pageDisplayName, pageRefKind } from '../../contract/page-links';
import { PictureField } from '../picture/picture-field';
import { RichTextField } from '../rich-text/rich-text-field';
import { controlClasses } from '../ui/field-shell';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { problemFor, type EditorSection, type SectionProblem } from './section-model';
import { isReferenceable, type SectionRefs } from './section-references';

export type SectionFieldsProps = {
  section: EditorSection;
  /** Position in the list, 1-based, for field names a screen reader can tell apart. */
  number: number;
  onData: (data: Record<string, unknown>) => void;
  problems?: SectionProblem[];
  refs: SectionRefs;
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The form of one section, per type, following the specification's table. */
export function SectionFields({ section, number, onData, problems, refs }: SectionFieldsProps) {
  const d = section.data;
  const set = (patch: Record<string, unknown>) => onData({ ...d, ...patch });
  const err = (field: string) => problemFor(problems, field);
  const n = ` (section ${number})`;

  switch (section.type) {
    case 'title':
      return <TextField label={`Heading${n}`} value={str(d.content)} onChange={(e) => set({ content: e.target.value })} error={err('content')} />;

    case 'subSession': {
      const times = subSessionTimes({ startTime: str(d.startTime), endTime: str(d.endTime) });
      return (
        <div className="grid gap-3">
          <TextField label={`Text${n}`} value={str(d.content)} onChange={(e) => set({ content: e.target.value })} error={err('content')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={`Start time${n}`} hint="Free text, shown exactly as written" value={str(d.startTime)} onChange={(e) => set({ startTime: e.target.value })} error={err('startTime')} />
            <TextField label={`End time${n}`} hint="Leave empty for a single point in time" value={str(d.endTime)} onChange={(e) => set({ endTime: e.target.value })} error={err('endTime')} />
          </div>
          {times ? <p className="text-xs text-slate-600">Shown as: <span className="font-medium text-slate-800">{times}</span></p> : null}
          {!str(d.startTime).trim() && str(d.endTime).trim() ? (
            <p className="text-xs text-amber-800">An end time without a start time is stored as the start time.</p>
          ) : null}
        </div>
      );
    }

    case 'paragraph':
      return <RichTextField label={`Text${n}`} value={str(d.content)} onChange={(v) => set({ content: v })} error={err('content')} />;

    case 'image':
      return <PictureField label={`Picture${n}`} value={str(d.content)} onChange={(v) => set({ content: v })} error={err('content')} />;

    case 'imageText':
      return (
        <div className="grid gap-3">
          <RichTextField label={`Text${n}`} value={str(d.content)} onChange={(v) => set({ content: v })} error={err('content')} hint="Text or picture may be empty (the other takes the full width), not both." />
          <PictureField label={`Picture${n}`} value={str(d.imageUrl)} onChange={(v) => set({ imageUrl: v })} error={err('imageUrl')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={`Picture width${n}`}
              value={String(num(d.imageWidth, LIMITS.imageWidthDefault))}
              onChange={(e) => set({ imageWidth: Number(e.target.value) })}
              options={[...new Set([...LIMITS.imageWidths, num(d.imageWidth, LIMITS.imageWidthDefault)])].map((w) => ({
                value: String(w),
                label: (LIMITS.imageWidths as readonly number[]).includes(w) ? `${w}%` : `${w}% (not allowed: stored as ${LIMITS.imageWidthDefault}%)`,
              }))}
              error={err('imageWidth')}
            />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Picture position{n}</legend>
              <div className="mt-2 flex gap-4">
                {IMAGE_POSITIONS.map((p) => (
                  <label key={p} className="inline-flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" name={`${section.key}-position`} checked={(str(d.imagePosition) || 'left') === p} onChange={() => set({ imagePosition: p })} className="size-4 accent-indigo-600" />
                    {p === 'left' ? 'Left' : 'Right'}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
      );

    case 'webEmbed':
      return <WebEmbedFields section={section} n={n} set={set} err={err} />;

    case 'button': {
      const c = (d.content && typeof d.content === 'object' ? d.content : {}) as Record<string, unknown>;
      const setC = (patch: Record<string, unknown>) => set({ content: { ...c, ...patch } });
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={`Button text${n}`} value={str(c.buttonText)} onChange={(e) => setC({ buttonText: e.target.value })} error={err('content.buttonText') ?? (problemFor(problems, 'content') && !err('content.buttonUrl') ? err('content') : undefined)} />
          <TextField label={`Button address${n}`} type="url" inputMode="url" placeholder="https://" value={str(c.buttonUrl)} onChange={(e) => setC({ buttonUrl: e.target.value })} error={err('content.buttonUrl')} hint="A web address, or a mailto: or tel: link" />
        </div>
      );
    }

    case 'sponsor': {
      const current = str(d.content);
      const known = refs.sponsors.find((s) => s.documentId === current);
      const options = refs.sponsors
        .filter((s) => isReferenceable(s) || s.documentId === current)
        .map((s) => ({ value: s.documentId, label: `${s.name}${s.unListed ? ' (unpublished)' : ''}${!isReferenceable(s) ? ' — hidden, cannot be referenced' : ''}` }));
      if (current && !known) options.push({ value: current, label: `Unknown sponsor ${current}` });
      const hiddenCount = refs.sponsors.filter((s) => !isReferenceable(s)).length;
      return (
        <SelectField
          label={`Sponsor${n}`}
          placeholder="Choose a sponsor"
          value={current}
          onChange={(e) => set({ content: e.target.value })}
          options={options}
          error={err('content')}
          hint={hiddenCount > 0 ? `${hiddenCount} hidden sponsor${hiddenCount === 1 ? ' is' : 's are'} not offered: hidden sponsors cannot be referenced.` : 'Sponsors of this event that are not hidden.'}
        />
      );
    }

    case 'speaker':
      return <SpeakerFields section={section} n={n} set={set} problems={problems} refs={refs} />;

    case 'menuShortcuts':
      return (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          No settings. The app shows buttons to the pages of the event's menu, leaving out pages that are switched off or already in the bottom
          bar. Meant for welcome content; app only (website widgets ignore it).
        </p>
      );

    case 'abstract': {
      const current = str(d.content);
      const options = refs.abstracts.map((a) => ({ value: a.documentId, label: `${a.abstractNumber ? `${a.abstractNumber} · ` : ''}${a.title}${a.unListed ? ' (unpublished)' : ''}` }));
      if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: str(d.abstractTitle) || `Abstract ${current}` });
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={`Abstract${n}`}
            placeholder="Choose an abstract"
            value={current}
            onChange={(e) => set({ content: e.target.value })}
            options={options}
            error={err('content')}
            hint={refs.abstractsUnavailable ? 'The abstracts could not be read with this key.' : 'The app hides the button if the abstract is deleted or unpublished.'}
          />
          <TextField label={`Button label${n}`} placeholder="View Abstract" value={str(d.label)} onChange={(e) => set({ label: e.target.value })} error={err('label')} hint="Empty: View Abstract" />
        </div>
      );
    }

    case 'pageLink':
      return <PageLinkFields section={section} n={n} set={set} err={err} refs={refs} />;

    default:
      return (
        <p className="text-sm text-slate-700">
          This section type is not known to the console; it is kept as it is. Data: <code className="break-all">{JSON.stringify(d)}</code>
        </p>
      );
  }
}

type Setter = (patch: Record<string, unknown>) => void;

function WebEmbedFields({ section, n, set, err }: { section: EditorSection; n: string; set: Setter; err: (f: string) => string | undefined }) {
  const d = section.data;
  const url = str(d.content);
  const isHttp = /^http:\/\//i.test(url.trim());
  const conversion = url.trim() ? convertEmbedUrl(url) : undefined;
  const height = num(d.embedHeight, LIMITS.embedHeightDefault);
  const outOfRange = height < LIMITS.embedHeightMin || height > LIMITS.embedHeightMax;
  const video = conversion ? isVideoPlayerUrl(conversion.url) : false;
  return (
    <div className="grid gap-3">
      <TextField
        label={`Embed address${n}`}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        onChange={(e) => set({ content: e.target.value })}
        error={isHttp ? 'must be an https:// address: http is refused' : err('content')}
        hint="Paste a YouTube, Vimeo or Google Maps share link: it is converted to its embeddable address."
      />
      {conversion?.converted ? (
        <p className="flex flex-wrap items-center gap-1 rounded-md bg-indigo-50 p-2 text-xs text-indigo-950 ring-1 ring-indigo-200" aria-live="polite">
          <ArrowRight aria-hidden className="size-3.5" /> Will be stored as: <span className="break-all font-mono" data-testid="converted-embed-url">{conversion.url}</span>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Height in pixels${n}`}
          type="number"
          min={LIMITS.embedHeightMin}
          max={LIMITS.embedHeightMax}
          value={String(height)}
          onChange={(e) => set({ embedHeight: e.target.value === '' ? LIMITS.embedHeightDefault : Number(e.target.value) })}
          error={err('embedHeight')}
          hint={
            outOfRange
              ? `Outside ${LIMITS.embedHeightMin} to ${LIMITS.embedHeightMax}: will be clamped.`
              : video
                ? 'Video players are sized 16:9; the height does not apply.'
                : `${LIMITS.embedHeightMin} to ${LIMITS.embedHeightMax}; in the app it is a minimum.`
          }
        />
        <TextField label={`Embed title${n}`} value={str(d.embedTitle)} onChange={(e) => set({ embedTitle: e.target.value })} error={err('embedTitle')} hint="For screen readers, and link text on the website" />
      </div>
    </div>
  );
}

function SpeakerFields({ section, n, set, problems, refs }: { section: EditorSection; n: string; set: Setter; problems?: SectionProblem[]; refs: SectionRefs }) {
  const d = section.data;
  const listId = useId();
  const [filter, setFilter] = useState('');
  const list = (d.speakerList && typeof d.speakerList === 'object' ? d.speakerList : {}) as Record<string, string>;
  const ids: string[] = Array.isArray(d.speakerIds) ? (d.speakerIds as string[]) : Object.keys(list);
  const type = str(d.speakerType);
  const recognised = type.trim() === '' || normaliseSpeakerType(type).recognised;
  const toggle = (id: string, on: boolean) => set({ speakerIds: on ? [...ids, id] : ids.filter((x) => x !== id) });
  const q = filter.trim().toLowerCase();
  const choices = refs.speakers.filter((s) => isReferenceable(s) && (!q || `${s.name} ${s.company} ${s.role}`.toLowerCase().includes(q)));
  const stale = ids.filter((id) => !refs.speakers.some((s) => s.documentId === id && isReferenceable(s)));
  const idsError = problemFor(problems, 'speakerIds');
  return (
    <div className="grid gap-3">
      <TextField
        label={`Heading${n}`}
        list={listId}
        value={type}
        onChange={(e) => set({ speakerType: e.target.value })}
        error={problemFor(problems, 'speakerType')}
        hint={recognised ? `Recognised labels: ${SPEAKER_TYPES.join(', ')}; or your own words.` : 'Not a recognised label: stored as written (the service warns).'}
      />
      <datalist id={listId}>
        {SPEAKER_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <fieldset className="rounded-md border border-slate-200 p-3" aria-describedby={idsError ? `${section.key}-ids-error` : undefined}>
        <legend className="px-1 text-sm font-medium text-slate-800">Speakers{n}</legend>
        {stale.length > 0 ? (
          <ul className="mb-2 space-y-1 text-sm">
            {stale.map((id) => {
              const rec = refs.speakers.find((s) => s.documentId === id);
              return (
                <li key={id} className="flex items-center justify-between gap-2 rounded bg-red-50 px-2 py-1 text-red-900">
                  <span>{rec ? `${rec.name} (hidden: cannot be referenced)` : `${list[id] ?? 'A speaker'} (not on this event)`}</span>
                  <button type="button" className="text-xs font-medium underline" onClick={() => toggle(id, false)}>
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {refs.speakers.length > 6 ? (
          <input type="search" aria-label={`Filter speakers${n}`} placeholder="Filter speakers" className={`${controlClasses(false)} mb-2`} value={filter} onChange={(e) => setFilter(e.target.value)} />
        ) : null}
        <div className="max-h-48 space-y-1 overflow-y-auto">
          {choices.map((s) => (
            <label key={s.documentId} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-indigo-600" checked={ids.includes(s.documentId)} onChange={(e) => toggle(s.documentId, e.target.checked)} />
              {s.name}
              {s.company || s.role ? <span className="text-slate-600">· {[s.role, s.company].filter(Boolean).join(', ')}</span> : null}
            </label>
          ))}
          {refs.speakers.length === 0 ? <p className="text-sm text-slate-600">No speakers yet: add them under Speakers.</p> : null}
        </div>
        <p className="mt-2 text-xs text-slate-600">{ids.length} chosen. Hidden speakers are not offered: they cannot be referenced.</p>
        {idsError ? (
          <p id={`${section.key}-ids-error`} className="mt-1 text-xs font-medium text-red-700">
            {idsError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

const PAGE_GROUPS: { label: string; pages: readonly string[] }[] = [
  { label: 'Whole pages', pages: WHOLE_PAGES },
  { label: "One session's page", pages: SESSION_PAGES },
  { label: "One sponsor's page", pages: SPONSOR_PAGES },
  { label: "One speaker's page", pages: SPEAKER_PAGES },
];

function PageLinkFields({ section, n, set, err, refs }: { section: EditorSection; n: string; set: Setter; err: (f: string) => string | undefined; refs: SectionRefs }) {
  const d = section.data;
  const id = useId();
  const page = str(d.page).toUpperCase();
  const kind = pageRefKind(page);
  const refId = str(d.refId);
  const records =
    kind === 'session'
      ? refs.sessions.map((s) => ({ value: s.documentId, label: `${s.title}${s.date ? ` · ${s.date}` : ''}` }))
      : kind === 'sponsor'
        ? refs.sponsors.map((s) => ({ value: s.documentId, label: `${s.name}${s.hasOwnPage ? '' : ' (no own page: the app hides the button)'}` }))
        : kind === 'speaker'
          ? refs.speakers.map((s) => ({ value: s.documentId, label: `${s.name}${s.unListed ? ' (unpublished: the app hides the button)' : ''}` }))
          : [];
  if (refId && kind && kind !== 'none' && !records.some((r) => r.value === refId)) records.push({ value: refId, label: `Unknown ${kind} ${refId}` });
  const pageError = err('page');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          App page{n}
        </label>
        <select
          id={id}
          className={controlClasses(!!pageError)}
          value={(PAGE_LINK_PAGES as readonly string[]).includes(page) ? page : ''}
          aria-invalid={pageError ? true : undefined}
          aria-describedby={pageError ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = e.target.value;
            const nextKind = pageRefKind(next);
            set({ page: next, refId: nextKind === kind ? refId : '' });
          }}
        >
          {!(PAGE_LINK_PAGES as readonly string[]).includes(page) ? <option value="">{page ? `${page} (not allowed)` : 'Choose a page'}</option> : null}
          {PAGE_GROUPS.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.pages.map((p) => (
                <option key={p} value={p}>
                  {pageDisplayName(p)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {pageError ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700">
            {pageError}
          </p>
        ) : null}
      </div>
      {kind && kind !== 'none' ? (
        <SelectField label={`${kind === 'session' ? 'Session' : kind === 'sponsor' ? 'Sponsor' : 'Speaker'}${n}`} placeholder={`Choose a ${kind}`} value={refId} onChange={(e) => set({ refId: e.target.value })} options={records} error={err('refId')} />
      ) : (
        <div />
      )}
      <TextField label={`Button label${n}`} placeholder={page ? pageDisplayName(page) : ''} value={str(d.label)} onChange={(e) => set({ label: e.target.value })} error={err('label')} hint="Empty: the page's own name. App only." />
    </div>
  );
}
