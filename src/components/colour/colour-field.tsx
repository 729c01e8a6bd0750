import { useEffect, useId, useState, type ReactNode } from 'react';
import { HexColorPicker } from 'react-colorful';
import { Eraser, Palette } from 'lucide-react';
import { alphaOf, COLOUR_CLEARS_TO, toArgb, toCss } from '../../contract/colour';
import { colourName } from './colour-name';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { controlClasses } from '../ui/field-shell';
import { colourText, parseColourText, pickerHex, withPickedRgb, type ColourValue } from './colour-value';

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
};

const CHECKERBOARD =
  'repeating-conic-gradient(#cbd5e1 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';

/**
 * The one colour field of the console: a swatch that opens a picker, a text
 * box, "Clear", and the colour's name in words underneath ("dark teal", with
 * how see-through it is when it is). The encoding lives in the text box only:
 * it shows `#RRGGBB` (`#AARRGGBB` when see-through) and also takes an ARGB
 * integer. Picking keeps the value's alpha and its format (an integer stays
 * an integer).
 */
export function ColourField({ label, value, onChange, clearsTo = COLOUR_CLEARS_TO, error, hint, id, disabled }: ColourFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => colourText(value));
  const [typingProblem, setTypingProblem] = useState<string | null>(null);

  // Follow the value when it changes from outside (picker, clear, form reset).
  useEffect(() => {
    setText((t) => {
      const parsed = parseColourText(t);
      const same = parsed !== undefined && toArgb(parsed) === toArgb(value) && typeof parsed === typeof value;
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
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
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
          placeholder="#RRGGBB"
          onChange={(e) => {
            const t = e.target.value;
            setText(t);
            if (t.trim() === '') {
              setTypingProblem(null);
              return;
            }
            const parsed = parseColourText(t);
            if (parsed === undefined) {
              setTypingProblem('Write the colour as a # followed by six hexadecimal digits, for example #0F766E.');
            } else {
              setTypingProblem(null);
              onChange(parsed);
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-desc${problem ? ` ${fieldId}-error` : ''}`}
          className={cn(controlClasses(!!problem), 'font-mono')}
        />
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
      </div>
      <p id={`${fieldId}-desc`} className="text-xs text-slate-600" data-testid="colour-name">
        {hint ? <>{hint} · </> : null}
        {description}
      </p>
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
