import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { cn } from './cn';

/**
 * A "More" button with a short menu of the actions that do not need a place of their own, on Radix's
 * dropdown menu (the WAI-ARIA menu button pattern): Enter, Space or the down arrow open it on the first
 * action, the up arrow on the last; the arrow keys (wrapping round), Home and End move between actions, and typing a letter finds
 * one; Escape closes it and returns to the button; Tab or a click elsewhere closes it. It opens upward
 * when there is no room below. An action is a button or a link inside the console.
 *
 * Used by the content-section cards (on phones) and the poll cards. The menu is rendered inside the
 * component rather than in a portal, so it belongs to the card it acts on (for screen readers and tests).
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
  const id = useId();
  const [open, setOpen] = useState(false);
  // Opened with the up arrow: focus goes to the last action instead of the first.
  const fromEnd = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open || !fromEnd.current) return;
    fromEnd.current = false;
    // After the menu has put focus on its first action (it may do so a frame late on a busy machine, so
    // look again on the next two frames).
    let frame = 0;
    let tries = 3;
    const toLast = () => {
      const actions = content.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])');
      const last = actions?.[actions.length - 1];
      if (last && document.activeElement !== last) last.focus();
      if (--tries > 0) frame = requestAnimationFrame(toLast);
    };
    frame = requestAnimationFrame(toLast);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const itemClass = (item: OverflowMenuItem) =>
    cn(
      'flex w-full min-h-10 cursor-default items-start gap-2.5 rounded px-2.5 py-2 text-left text-sm outline-none select-none',
      item.disabled
        ? 'cursor-not-allowed text-slate-400'
        : item.danger
          ? 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-red-700'
          : 'text-slate-800 data-[highlighted]:bg-slate-100 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-indigo-600',
    );

  return (
    <div className={cn('relative', className)}>
      <Menu.Root modal={false} open={open} onOpenChange={setOpen}>
        <Menu.Trigger
          ref={trigger}
          aria-label={label}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowUp') return;
            e.preventDefault();
            fromEnd.current = true;
            setOpen(true);
          }}
          className={cn(
            'inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900',
            buttonClassName ?? (text ? 'h-8 px-2.5' : 'size-8'),
          )}
        >
          <MoreHorizontal aria-hidden className="size-4" />
          {text ? <span>{text}</span> : null}
        </Menu.Trigger>
        <Menu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          loop
          ref={content}
          className="z-30 flex w-64 max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => {
            const hintId = item.hint ? `${id}-${item.key}-hint` : undefined;
            const describedBy = [hintId, item.describedBy].filter(Boolean).join(' ') || undefined;
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
            const common = { disabled: item.disabled, 'aria-label': item.ariaLabel, 'aria-describedby': describedBy, className: itemClass(item), textValue: item.label };
            return (
              <div key={item.key} role="none" className={cn(item.separated && 'mt-1 border-t border-slate-200 pt-1')}>
                {item.to && !item.disabled ? (
                  <Menu.Item asChild {...common}>
                    <Link to={item.to}>{body}</Link>
                  </Menu.Item>
                ) : (
                  <Menu.Item
                    {...common}
                    onSelect={() => {
                      // Focus is back on the button before the action runs, so a dialog it opens returns there.
                      trigger.current?.focus();
                      item.onSelect?.();
                    }}
                  >
                    {body}
                  </Menu.Item>
                )}
              </div>
            );
          })}
        </Menu.Content>
      </Menu.Root>
    </div>
  );
}
