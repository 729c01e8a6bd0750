import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MoreHorizontal } from 'lucide-react';
import { cn } from './cn';

/**
 * A "More" button with a short menu of the actions that do not need a place of their own (the WAI-ARIA menu
 * button pattern): Enter, Space or the down arrow open it on the first action, the up arrow on the last; the
 * arrow keys, Home and End move between actions; Escape closes it and returns to the button; Tab or a click
 * elsewhere closes it. An action is a button or a link inside the console.
 *
 * Used by the content-section cards (on phones) and the poll cards.
 */
export type OverflowMenuItem = {
  key: string;
  /** The visible words. */
  label: string;
  /** A fuller accessible name; it must contain the visible words. */
  ariaLabel?: string;
  /** A second, smaller line under the words (read out as the item's description). */
  hint?: string;
  icon?: ReactNode;
  onSelect?: () => void;
  /** A page of the console to open instead of an action. */
  to?: string;
  /** Shown but not usable; `describedBy` may say why. */
  disabled?: boolean;
  describedBy?: string;
  /** Red words (a delete): last in the list, never loud. */
  danger?: boolean;
  /** A line above this item. */
  separated?: boolean;
  /** Data attributes for the item (`{ move: 'up' }` gives `data-move="up"`). */
  data?: Record<string, string>;
};

export type OverflowMenuProps = {
  /** The button's accessible name ("More actions for section 3"); it contains `text` when text is shown. */
  label: string;
  /** Visible words on the button next to the icon (none: the icon alone). */
  text?: string;
  items: OverflowMenuItem[];
  className?: string;
  /** Classes of the button (its size and look). */
  buttonClassName?: string;
};

export function OverflowMenu({ label, text, items, className, buttonClassName }: OverflowMenuProps) {
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  // Which item gets focus when the menu opens: the first or the last.
  const [start, setStart] = useState<'first' | 'last'>('first');
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function show(at: 'first' | 'last') {
    setStart(at);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  // Open downward unless the page has no room below and more above.
  useLayoutEffect(() => {
    if (!open || !menu.current || !trigger.current) return;
    const t = trigger.current.getBoundingClientRect();
    const h = menu.current.offsetHeight;
    setUpward(t.bottom + h + 8 > window.innerHeight && t.top > window.innerHeight - t.bottom);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (start === 'first' ? list[0] : list[list.length - 1])?.focus();
    const away = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, start]);

  function onTriggerKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      show('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      show('last');
    }
  }

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') close(false);
  }

  function choose(item: OverflowMenuItem) {
    if (item.disabled) return;
    close(true);
    item.onSelect?.();
  }

  const itemClass = (item: OverflowMenuItem) =>
    cn(
      'flex w-full min-h-10 items-start gap-2.5 rounded px-2.5 py-2 text-left text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
      item.disabled ? 'cursor-not-allowed text-slate-400' : item.danger ? 'text-red-700 hover:bg-red-50 focus:bg-red-50' : 'text-slate-800 hover:bg-slate-100 focus:bg-slate-100',
    );

  return (
    <div ref={wrapper} className={cn('relative', className)}>
      <button
        ref={trigger}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onTriggerKey}
        className={cn(
          'inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          open && 'bg-slate-100 text-slate-900',
          buttonClassName ?? (text ? 'h-8 px-2.5' : 'size-8'),
        )}
      >
        <MoreHorizontal aria-hidden className="size-4" />
        {text ? <span>{text}</span> : null}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          className={cn(
            'absolute right-0 z-30 flex w-64 max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
            upward ? 'bottom-full mb-1' : 'top-full mt-1',
          )}
        >
          {items.map((item) => {
            const hintId = item.hint ? `${id}-${item.key}-hint` : undefined;
            const describedBy = [hintId, item.describedBy].filter(Boolean).join(' ') || undefined;
            const data = Object.fromEntries(Object.entries(item.data ?? {}).map(([k, v]) => [`data-${k}`, v]));
            const body = (
              <>
                {item.icon ? <span className="mt-0.5 shrink-0 [&>svg]:size-4">{item.icon}</span> : null}
                <span className="min-w-0">
                  <span className="block">{item.label}</span>
                  {item.hint ? (
                    <span id={hintId} className={cn('block text-xs font-normal', item.disabled ? 'text-slate-400' : 'text-slate-600')}>
                      {item.hint}
                    </span>
                  ) : null}
                </span>
              </>
            );
            return (
              <div key={item.key} role="none" className={cn(item.separated && 'mt-1 border-t border-slate-200 pt-1')}>
                {item.to && !item.disabled ? (
                  <Link to={item.to} role="menuitem" tabIndex={-1} aria-label={item.ariaLabel} aria-describedby={describedBy} className={itemClass(item)} onClick={() => setOpen(false)} {...data}>
                    {body}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    aria-label={item.ariaLabel}
                    aria-describedby={describedBy}
                    aria-disabled={item.disabled || undefined}
                    className={itemClass(item)}
                    onClick={() => choose(item)}
                    {...data}
                  >
                    {body}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
