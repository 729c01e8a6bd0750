import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Monitor, Pencil, Play, Smartphone } from 'lucide-react';
import { toCss } from '../../contract/colour';
import { pageLinkLabel, subSessionTimes, DEFAULT_ABSTRACT_LABEL } from '../../contract/content-sections';
import { convertEmbedUrl, isVideoPlayerUrl } from '../../contract/embed-links';
import { LIMITS, isWebUrl } from '../../contract/common';
import { RichTextPreview } from '../rich-text/rich-text-preview';
import { cn } from '../ui/cn';
import type { EditorSection } from './section-model';
import type { SectionRefs } from './section-references';
import { SegmentedControl } from '../ui/segmented-control';
import { useActiveSection } from './active-section';
import { revealSection } from './reveal-section';
import { sectionLabel } from './section-model';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const safeLink = (v: string) => (isWebUrl(v) || /^(mailto|tel):/i.test(v) ? v : undefined);

/** Menu pages the app would offer as shortcuts (an approximation: the real list comes from the event's menu). */
const SHORTCUT_SAMPLE = ['Schedule', 'Speakers', 'Sponsors', 'Maps', 'Feed', 'Profile'];

export type SectionPreviewProps = {
  sections: readonly EditorSection[];
  refs: SectionRefs;
  /** The record's own heading (session title, sponsor name). */
  heading?: string;
  subheading?: string;
  accent?: unknown;
};

/**
 * The sections as the attendee app would show them (an honest approximation), at phone or desktop width.
 * Rich text goes through DOMPurify; embeds are shown at their height and load only on request.
 */
export function SectionPreview({ sections, refs, heading, subheading, accent }: SectionPreviewProps) {
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  const active = useActiveSection();
  const scroller = useRef<HTMLDivElement>(null);
  // The block being edited is kept in view inside the preview (never by scrolling the page away from the editor).
  useEffect(() => {
    const box = scroller.current;
    const block = active ? box?.querySelector<HTMLElement>(`[data-preview-key="${CSS.escape(active)}"]`) : null;
    if (!box || !block || box.scrollHeight <= box.clientHeight) return;
    const outer = box.getBoundingClientRect();
    const inner = block.getBoundingClientRect();
    if (inner.top >= outer.top && inner.bottom <= outer.bottom) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollBy({ top: inner.top - outer.top - 16, behavior: smooth ? 'smooth' : 'auto' });
  }, [active, sections]);
  return (
    <section aria-labelledby="section-preview-title" className="rounded-lg border border-slate-200 bg-slate-100">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h2 id="section-preview-title" className="text-sm font-semibold text-slate-800">
          Preview
        </h2>
        <SegmentedControl
          label="Preview width"
          options={[
            { value: 'phone', label: 'Phone', icon: <Smartphone aria-hidden className="size-3.5" /> },
            { value: 'desktop', label: 'Desktop', icon: <Monitor aria-hidden className="size-3.5" /> },
          ]}
          value={width}
          onChange={setWidth}
        />
      </div>
      <div ref={scroller} className="overflow-x-auto p-3 xl:max-h-[calc(100dvh-8rem)] xl:overflow-y-auto">
        <div
          data-testid="section-preview"
          className={cn('mx-auto space-y-4 rounded-xl bg-white p-4 shadow-sm', width === 'phone' ? 'w-[360px] max-w-full' : 'w-full')}
        >
          {heading ? (
            <div className="border-l-4 pl-3" style={{ borderColor: toCss(accent, '#4f46e5') }}>
              <div className="text-lg font-semibold text-slate-900">{heading}</div>
              {subheading ? <p className="text-xs text-slate-600">{subheading}</p> : null}
            </div>
          ) : null}
          {sections.length === 0 ? <p className="text-sm italic text-slate-500">No content sections yet.</p> : null}
          {sections.map((s, i) => (
            <PreviewBlock key={s.key} section={s} index={i} active={active === s.key}>
              <PreviewSection section={s} refs={refs} />
            </PreviewBlock>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * A section in the preview: clicking it (outside its own links and buttons) or its "Edit" button opens the
 * section's editor; the section being edited is outlined.
 */
function PreviewBlock({ section, index, active, children }: { section: EditorSection; index: number; active: boolean; children: ReactNode }) {
  return (
    <div
      data-preview-key={section.key}
      data-testid={`preview-section-${index + 1}`}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a, button, iframe, input, select, textarea')) return;
        revealSection(index);
      }}
      className={cn(
        'group relative -m-1.5 cursor-pointer rounded-lg p-1.5 outline-offset-2 hover:outline-2 hover:outline-dashed hover:outline-indigo-300',
        active && 'outline-2 outline-indigo-500 hover:outline-solid hover:outline-indigo-500',
      )}
    >
      <button
        type="button"
        onClick={() => revealSection(index)}
        className="absolute -top-2.5 right-2 z-10 inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-medium text-indigo-800 opacity-0 shadow ring-1 ring-indigo-300 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Pencil aria-hidden className="size-3" /> Edit<span className="sr-only"> section {index + 1}, {sectionLabel(section.type)}</span>
      </button>
      {children}
    </div>
  );
}

function AppButton({ children, href }: { children: string; href?: string }) {
  const cls = 'block w-full rounded-lg bg-indigo-600 px-4 py-2.5 text-center text-sm font-medium text-white';
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(cls, 'hover:bg-indigo-700')}>
      {children}
    </a>
  ) : (
    <span className={cls}>{children}</span>
  );
}

function PreviewSection({ section, refs }: { section: EditorSection; refs: SectionRefs }) {
  const d = section.data;
  switch (section.type) {
    case 'title':
      return <p className="text-xl font-bold text-slate-900">{str(d.content)}</p>;
    case 'subSession': {
      const times = subSessionTimes({ startTime: str(d.startTime), endTime: str(d.endTime) });
      return (
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          {times ? <p className="text-xs font-semibold text-indigo-700">{times}</p> : null}
          {str(d.content) ? <p className="text-sm text-slate-900">{str(d.content)}</p> : null}
        </div>
      );
    }
    case 'paragraph':
      return <RichTextPreview value={str(d.content)} />;
    case 'image':
      return str(d.content) ? <img src={str(d.content)} alt="" className="w-full rounded-lg" /> : <Placeholder text="No picture yet" />;
    case 'imageText': {
      const width = (LIMITS.imageWidths as readonly number[]).includes(d.imageWidth as number) ? (d.imageWidth as number) : LIMITS.imageWidthDefault;
      const img = str(d.imageUrl);
      const text = str(d.content);
      return (
        <div className={cn('flex gap-3', str(d.imagePosition) === 'right' && 'flex-row-reverse')}>
          {img ? (
            <div style={{ width: text ? `${width}%` : '100%' }} className="shrink-0">
              <img src={img} alt="" className="w-full rounded-lg" />
            </div>
          ) : null}
          {text ? <RichTextPreview value={text} className="min-w-0 flex-1" /> : null}
        </div>
      );
    }
    case 'webEmbed':
      return <EmbedPreview url={str(d.content)} height={typeof d.embedHeight === 'number' ? d.embedHeight : LIMITS.embedHeightDefault} title={str(d.embedTitle)} />;
    case 'button': {
      const c = (d.content && typeof d.content === 'object' ? d.content : {}) as Record<string, unknown>;
      return <AppButton href={safeLink(str(c.buttonUrl))}>{str(c.buttonText) || 'Button'}</AppButton>;
    }
    case 'sponsor': {
      const sp = refs.sponsors.find((s) => s.documentId === str(d.content));
      return (
        <div className="flex items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200">
          {sp?.sponsorImagePath ? <img src={sp.sponsorImagePath} alt="" className="size-12 rounded object-contain" /> : <div aria-hidden className="size-12 rounded bg-slate-200" />}
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-600">Sponsor</p>
            <p className="font-semibold text-slate-900">{sp?.name ?? (str(d.content) ? 'A sponsor' : 'No sponsor chosen')}</p>
          </div>
        </div>
      );
    }
    case 'speaker': {
      const list = (d.speakerList && typeof d.speakerList === 'object' ? d.speakerList : {}) as Record<string, string>;
      const ids: string[] = Array.isArray(d.speakerIds) ? (d.speakerIds as string[]) : Object.keys(list);
      return (
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-900">{str(d.speakerType) || 'Speakers'}</p>
          <ul className="grid gap-2">
            {ids.map((id) => {
              const sp = refs.speakers.find((s) => s.documentId === id);
              return (
                <li key={id} className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-slate-200">
                  {sp?.imagePath ? <img src={sp.imagePath} alt="" className="size-10 rounded-full object-cover" /> : <div aria-hidden className="size-10 rounded-full bg-slate-200" />}
                  <div>
                    <p className="text-sm font-medium text-slate-900">{sp?.name ?? list[id] ?? 'Unknown speaker'}</p>
                    {sp && (sp.role || sp.company) ? <p className="text-xs text-slate-600">{[sp.role, sp.company].filter(Boolean).join(', ')}</p> : null}
                  </div>
                </li>
              );
            })}
            {ids.length === 0 ? <li className="text-sm italic text-slate-500">No speakers chosen</li> : null}
          </ul>
        </div>
      );
    }
    case 'menuShortcuts':
      return (
        <div>
          <div className="grid grid-cols-3 gap-2">
            {SHORTCUT_SAMPLE.map((p) => (
              <span key={p} className="rounded-lg bg-slate-100 px-2 py-3 text-center text-xs font-medium text-slate-800">
                {p}
              </span>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600">Shows the app’s menu shortcuts here; the buttons follow the event’s menu.</p>
        </div>
      );
    case 'abstract': {
      const a = refs.abstracts.find((x) => x.documentId === str(d.content));
      return (
        <div>
          <AppButton>{str(d.label).trim() || DEFAULT_ABSTRACT_LABEL}</AppButton>
          <p className="mt-1 text-xs text-slate-600">Opens: {a?.title ?? (str(d.abstractTitle) || (str(d.content) ? 'an abstract' : 'no abstract chosen'))}</p>
        </div>
      );
    }
    case 'pageLink':
      return <AppButton>{pageLinkLabel({ page: str(d.page), label: str(d.label) })}</AppButton>;
    default:
      return <Placeholder text={`Section of unknown type "${section.type}"`} />;
  }
}

/** The site an embed comes from, in words a reader knows ("youtube.com"). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function Placeholder({ text, height }: { text: string; height?: number | string }) {
  return (
    <div className="flex items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-xs text-slate-600" style={{ height }}>
      {text}
    </div>
  );
}

function EmbedPreview({ url, height, title }: { url: string; height: number; title: string }) {
  const [live, setLive] = useState(false);
  if (!url || !/^https:\/\//i.test(url)) return <Placeholder text={url ? 'Not an https address: refused' : 'No embed address yet'} height={120} />;
  const stored = convertEmbedUrl(url).url;
  const video = isVideoPlayerUrl(stored);
  const h = Math.min(LIMITS.embedHeightMax, Math.max(LIMITS.embedHeightMin, Math.round(height)));
  const frameStyle = video ? undefined : { height: h };
  return (
    <div className={cn('overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200', video && 'aspect-video')} style={frameStyle}>
      {live ? (
        <iframe src={stored} title={title || 'Embedded content'} className="size-full" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="fullscreen" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center">
          <p className="text-xs text-slate-700">
            {video ? 'Video player (16:9)' : `Embed, ${h} px high`}
            {title ? `: ${title}` : ''}
          </p>
          {hostOf(stored) ? <p className="max-w-full break-words text-xs text-slate-600">From {hostOf(stored)}</p> : null}
          <button type="button" onClick={() => setLive(true)} className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100">
            <Play aria-hidden className="size-3" /> Load the embed
          </button>
        </div>
      )}
    </div>
  );
}
