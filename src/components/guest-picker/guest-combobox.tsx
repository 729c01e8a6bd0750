import { useDeferredValue, useId, useMemo, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { guestQueries } from '../../api/guest-queries';
import { normaliseEmail } from '../../contract/common';
import { cn } from '../ui/cn';
import { FieldShell, controlClasses, describedBy } from '../ui/field-shell';

export type GuestComboboxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

const MAX_OPTIONS = 8;

/**
 * An e-mail field that suggests registered guests as you type (name or
 * e-mail). Any e-mail can still be typed; the field says when it is not a
 * registered guest.
 */
export function GuestCombobox({ label, value, onChange, onBlur, error, hint, required, id, name, ref }: GuestComboboxProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const listId = `${fieldId}-list`;
  const { data: guests = [] } = useQuery(guestQueries.list());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDeferredValue(value.trim().toLowerCase());

  const matches = useMemo(() => {
    if (!query) return [];
    const out: { email: string; name: string }[] = [];
    for (const g of guests) {
      const email = (g.email || g.userEmail || '').toLowerCase();
      const gname = g.name || g.vCardData?.FN || '';
      if (email.includes(query) || gname.toLowerCase().includes(query)) {
        out.push({ email, name: gname });
        if (out.length >= MAX_OPTIONS) break;
      }
    }
    return out;
  }, [guests, query]);

  const known = useMemo(() => {
    const e = normaliseEmail(value);
    return e !== '' && guests.some((g) => (g.email || g.userEmail || '').toLowerCase() === e);
  }, [guests, value]);

  const showList = open && matches.length > 0 && !(matches.length === 1 && matches[0].email === normaliseEmail(value));
  const shownHint = value.trim() && guests.length > 0 && !known ? 'Not a registered guest: the ticket is still created for this e-mail.' : hint;

  function choose(email: string) {
    onChange(email);
    setOpen(false);
    setActive(-1);
  }

  return (
    <FieldShell id={fieldId} label={label} hint={shownHint} error={error} required={required}>
      <div className="relative">
        <input
          id={fieldId}
          ref={ref}
          name={name}
          type="text"
          inputMode="email"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error, hint: shownHint })}
          className={controlClasses(!!error)}
          value={value}
          required={required}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setTimeout(() => setOpen(false), 120);
            onBlur?.();
          }}
          onKeyDown={(e) => {
            if (!showList) {
              if (e.key === 'ArrowDown' && matches.length) setOpen(true);
              return;
            }
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => (a + 1) % matches.length);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => (a <= 0 ? matches.length - 1 : a - 1));
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              choose(matches[active].email);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!showList}
          className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {matches.map((m, i) => (
            <li
              key={m.email}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn('cursor-pointer px-3 py-1.5', i === active ? 'bg-indigo-50 text-indigo-950' : 'text-slate-800 hover:bg-slate-50')}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(m.email);
              }}
            >
              <span className="block font-medium">{m.name || m.email}</span>
              {m.name ? <span className="block text-xs text-slate-600">{m.email}</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
