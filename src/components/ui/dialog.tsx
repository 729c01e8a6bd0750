import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from './cn';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** false: Escape and the close button do nothing (a decision is required). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * `center` (the default): a box in the middle of the screen. `side`: a panel the height of the screen at its
   * right edge (the whole width on a phone), for the details of one thing picked from a page that stays in view.
   */
  placement?: 'center' | 'side';
  /**
   * Where the focus goes on close when the element that opened the dialog is gone (e.g. the tile it was opened
   * from left the page while the dialog was open).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' };
const sideWidths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-xl' };

/** A modal dialog: traps focus while open and returns it to where it came from. */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true, size = 'md', placement = 'center', returnFocusTo }: DialogProps) {
  // Radix gives focus back only to a `Dialog.Trigger`; the console opens its
  // dialogs from state, so the opener is remembered here and focused again on
  // close, unless the page has already put the focus somewhere on purpose or
  // the opener is gone (e.g. the row it belonged to was removed).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cn('fixed inset-0 z-40', placement === 'side' ? 'bg-slate-900/30' : 'bg-slate-900/50')} />
        <RadixDialog.Content
          className={cn(
            placement === 'side'
              ? cn('fixed inset-y-0 right-0 z-50 h-dvh w-full overflow-y-auto bg-white p-5 shadow-xl focus:outline-none sm:p-6', sideWidths[size])
              : cn(
                  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
                  'rounded-xl bg-white p-6 shadow-xl focus:outline-none',
                  widths[size],
                ),
          )}
          data-placement={placement}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const el = opener.current?.isConnected ? opener.current : (returnFocusTo?.() ?? null);
            opener.current = null;
            const focusLost = !document.activeElement || document.activeElement === document.body;
            if (el && el.isConnected && focusLost) {
              e.preventDefault();
              el.focus();
            }
          }}
          onEscapeKeyDown={(e) => {
            if (!dismissible) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            if (!dismissible) e.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
                <X aria-hidden className="size-5" />
                <span className="sr-only">Close</span>
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description> : null}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
