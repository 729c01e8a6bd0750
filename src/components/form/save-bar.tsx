import { useEffect, useRef, type ReactNode } from 'react';
import { AlertTriangle, ArrowUpRight, Check, Save, Undo2, X } from 'lucide-react';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { revealField } from './reveal-field';
import type { SaveWarning, WarningTarget } from './save-warnings';

export type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  /** The Save button's words ("Save session", "Create session"). */
  saveLabel: string;
  /** How many fields differ from the saved record, when that is known. */
  changedCount?: number;
  /** The form was saved while it was open (the bar then says "All changes saved"). */
  saved?: boolean;
  /** Puts the saved version back in the form; absent where there is nothing to go back to. */
  onDiscard?: () => void;
  /** The last save's warnings, each with the place it is about. */
  warnings?: readonly SaveWarning[];
  onDismissWarnings?: () => void;
  /** Opens a content section by position (the section editor's own way to reveal one). */
  revealSection?: (index: number) => void;
  /** What to look at before saving (a content section lacking what it needs); shown until fixed, Save still works. */
  checks?: readonly SaveWarning[];
  /** What else the last save reported (kept changes made elsewhere). */
  note?: ReactNode;
  /** `page`: sticky at the bottom of the page; `dialog`: the footer row of a dialog, outside its form. */
  place?: 'page' | 'dialog';
  /** The form Save submits when the bar is not inside it (a dialog's footer). */
  formId?: string;
  /** Other buttons before Save (a dialog's Cancel). */
  extra?: ReactNode;
};

/**
 * The one way every editor saves: a bar that stays in view with the form's
 * state (unsaved changes, saving, saved), Discard, and Save, which is
 * disabled while nothing changed. After a save, the service's warnings are
 * listed here; each that names a field or content section opens it and
 * scrolls to it. Ctrl+S (⌘S) saves from anywhere in the form.
 */
export function SaveBar({ dirty, saving, saveLabel, changedCount, saved, onDiscard, warnings = [], onDismissWarnings, revealSection, checks = [], note, place = 'page', formId, extra }: SaveBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useSaveShortcut(bar, formId, dirty && !saving);
  const state = saving
    ? 'Saving…'
    : dirty
      ? changedCount
        ? `${changedCount} unsaved ${changedCount === 1 ? 'change' : 'changes'}`
        : 'Unsaved changes'
      : saved
        ? 'All changes saved'
        : 'No changes yet';

  function reveal(target: WarningTarget) {
    if (target.kind === 'section') revealSection?.(target.index);
    else revealField(target.path);
  }
  const canReveal = (w: SaveWarning) => !!w.target && (w.target.kind === 'field' || !!revealSection);

  return (
    <div
      ref={bar}
      role="region"
      aria-label="Save bar"
      className={cn(place === 'page' ? 'sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white sm:-mx-6 lg:-mx-8' : 'w-full')}
    >
      {checks.length > 0 ? (
        <div className="max-h-24 overflow-y-auto border-b border-amber-200 bg-amber-50/90 px-4 py-2.5 text-sm text-amber-950 sm:max-h-40 sm:px-6 lg:px-8" data-testid="save-checks">
          <div className="flex items-start gap-2">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {checks.length === 1 ? '1 thing to check' : `${checks.length} things to check`} before this goes out
              </p>
              <WarningList warnings={checks} canReveal={canReveal} reveal={reveal} />
            </div>
          </div>
        </div>
      ) : null}
      {warnings.length > 0 || note ? (
        <div className="max-h-48 overflow-y-auto border-b border-amber-200 bg-amber-50/90 px-4 py-2.5 text-sm text-amber-950 sm:px-6 lg:px-8">
          {note}
          {warnings.length > 0 ? (
            <div role="status" className="flex items-start gap-2">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  Saved with {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}
                </p>
                <WarningList warnings={warnings} canReveal={canReveal} reveal={reveal} />
              </div>
              {onDismissWarnings ? (
                <button type="button" onClick={onDismissWarnings} className="rounded p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700">
                  <X aria-hidden className="size-4" />
                  <span className="sr-only">Dismiss the warnings</span>
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={cn('flex items-center justify-between gap-3', place === 'page' ? 'px-4 py-3 sm:px-6 lg:px-8' : 'flex-wrap')}>
        <p className="inline-flex min-w-0 items-center gap-2 text-sm text-slate-700" aria-live="polite" data-testid="save-state">
          {dirty || saving ? (
            <span aria-hidden className="size-2 rounded-full bg-amber-500" />
          ) : saved ? (
            <Check aria-hidden className="size-4 text-emerald-600" />
          ) : null}
          {state}
        </p>
        <div className="flex shrink-0 gap-2">
          {extra}
          {onDiscard ? (
            <Button variant="ghost" icon={<Undo2 aria-hidden className="size-4" />} disabled={!dirty || saving} onClick={onDiscard}>
              <span className="sr-only sm:not-sr-only">Discard changes</span>
            </Button>
          ) : null}
          <Button type="submit" form={formId} icon={<Save aria-hidden className="size-4" />} busy={saving} disabled={!dirty} title="Ctrl+S">
            {saveLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

function WarningList({ warnings, canReveal, reveal }: { warnings: readonly SaveWarning[]; canReveal: (w: SaveWarning) => boolean; reveal: (t: WarningTarget) => void }) {
  return (
    <ul className="mt-1 space-y-1">
      {warnings.map((w, i) => (
        <li key={i}>
          {canReveal(w) && w.target ? (
            <button
              type="button"
              onClick={() => w.target && reveal(w.target)}
              className="group inline-flex items-start gap-1 text-left underline decoration-amber-400 underline-offset-2 hover:decoration-amber-800 focus-visible:outline-2 focus-visible:outline-amber-700"
            >
              <span>{w.text}</span>
              <ArrowUpRight aria-hidden className="mt-0.5 size-3.5 shrink-0 text-amber-700" />
            </button>
          ) : (
            <span>{w.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Ctrl+S / ⌘S submits the form the bar belongs to, instead of the browser saving the page. */
function useSaveShortcut(bar: React.RefObject<HTMLDivElement | null>, formId: string | undefined, enabled: boolean) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key.toLowerCase() !== 's' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      const byId = formId ? document.getElementById(formId) : null;
      const form = byId instanceof HTMLFormElement ? byId : bar.current?.closest('form');
      if (!form) return;
      e.preventDefault();
      if (enabled) form.requestSubmit();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bar, formId, enabled]);
}
