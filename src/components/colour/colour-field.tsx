import { useEffect, useId, useState, type ReactNode } from 'react';
import { HexColorPicker } from 'react-colorful';
import { Eraser, Palette } from 'lucide-react';
import { alphaOf, COLOUR_CLEARS_TO, toArgb, toCss } from '../../contract/colour';
import { colourName } from './colour-name';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { controlClasses } from '../ui/field-shell';
import { colourText, parseColourText, pickerHex, solidColour, typedColour, withPickedRgb, type ColourValue } from './colour-value';

export type ColourFieldProps = {
  label: ReactNode;
  /** An ARGB integer, `#RRGGBB` or `#AARRGGBB`; empty/undefined when not set. */
  value: ColourValue | undefined | null;
  onChange: (value: ColourValue) => void;
  /** What "Clear" writes (`/apiSchema` formats.colors[FIELD].clearsTo); default `#FFFFFFFF`. */
  clearsTo?: ColourValue;
  error?: string;
  hint?: ReactNode;
  id?: string;
  disabled?: boolean;
  /** Offer "Clear" (default true); off where clearing is chosen elsewhere (a session's "Track colour"). */
  clearable?: boolean;
  /** Keep the label for screen readers only, where a row already says what the field is (a track's colour in the track list). */
  labelHidden?: boolean;
};

const CHECKERBOARD =
  'repeating-conic-gradient(#cbd5e1 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';

/**
 * The one colour field of the console: a swatch that opens a picker, a text
 * box, "Clear", and the colour's name in words underneath ("dark teal", with
 * how see-through it is when it is, and "Make solid"). The text box shows
 * `#RRGGBB` only; it also takes `#AARRGGBB` and an ARGB integer. Picking or
 * typing `#RRGGBB` keeps how see-through the value is, and picking keeps its
 * format (an integer stays an integer). The row wraps, so the code always
 * has room for its seven characters.
 */
export function ColourField({ label, value, onChange, clearsTo = COLOUR_CLEARS_TO, error, hint, id, disabled, clearable = true, labelHidden = false }: ColourFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => colourText(value));
  const [typingProblem, setTypingProblem] = useState<string | null>(null);

  // Follow the value when it changes from outside (picker, clear, form reset).
  useEffect(() => {
    setText((t) => {
      // Keep what is being typed while it still denotes the value's colour (an integer, a lower-case code).
      const parsed = parseColourText(t);
      const same = parsed !== undefined && colourText(parsed) === colourText(value);
      return same ? t : colourText(value);
    });
    setTypingProblem(null);
  }, [value]);

  const argb = toArgb(value);
  const alpha = alphaOf(value);
  const problem = typingProblem ?? error;
  const seeThrough = alpha === undefined || alpha === 255 ? null : alpha === 0 ? 'fully see-through' : `${100 - Math.round((alpha / 255) * 100)}% see-through`;
  const name = colourName(argb);
  const description = argb === undefined ? 'No colour' : `${name ? name[0].toUpperCase() + name.slice(1) : 'Colour'}${seeThrough ? ` · ${seeThrough}` : ''}`;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className={labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <button
          type="button"
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={`${fieldId}-picker`}
          className="relative size-10 shrink-0 overflow-hidden rounded-md ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          style={{ background: CHECKERBOARD }}
        >
          <span aria-hidden className="absolute inset-0" style={{ background: toCss(value, 'transparent') }} />
          <span className="sr-only">{open ? 'Close the colour picker' : 'Open the colour picker'}</span>
          {argb === undefined ? <Palette aria-hidden className="relative m-auto size-4 text-slate-500" /> : null}
        </button>
        <input
          id={fieldId}
          type="text"
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          value={text}
          placeholder="Not set"
          onChange={(e) => {
            const t = e.target.value;
            setText(t);
            if (t.trim() === '') {
              setTypingProblem(null);
              return;
            }
            const parsed = typedColour(value, t);
            if (parsed === undefined) {
              setTypingProblem('Write the colour as a # followed by six hexadecimal digits, for example #0F766E.');
            } else {
              setTypingProblem(null);
              onChange(parsed);
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-desc${problem ? ` ${fieldId}-error` : ''}`}
          className={cn(controlClasses(!!problem), 'min-w-[6.5rem] flex-1 font-mono')}
        />
        {clearable ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<Eraser aria-hidden className="size-4" />}
          disabled={disabled}
          onClick={() => {
            setTypingProblem(null);
            onChange(clearsTo);
          }}
        >
          Clear<span className="sr-only"> {typeof label === 'string' ? label : 'colour'}</span>
        </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <p id={`${fieldId}-desc`} className="text-slate-600" data-testid="colour-name">
          {description}
          {hint ? <> · {hint}</> : null}
        </p>
        {seeThrough && value !== undefined && value !== null && value !== '' && !disabled ? (
          <button type="button" className="font-medium text-indigo-700 underline hover:text-indigo-900" onClick={() => onChange(solidColour(value))}>
            Make solid<span className="sr-only"> {typeof label === 'string' ? label : 'colour'}</span>
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {open ? (
        <div
          id={`${fieldId}-picker`}
          className="w-fit rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <HexColorPicker color={pickerHex(value)} onChange={(hex) => onChange(withPickedRgb(value, hex))} />
          <div className="mt-2 flex justify-end">
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
