import { useEffect, useId, useRef, useState } from 'react';
import { alphaOf, COLOUR_CLEARS_TO, sameColour, toCss, WHITE_ARGB } from '../../contract/colour';
import { ColourField } from '../../components/colour/colour-field';
import { colourName } from '../../components/colour/colour-name';
import type { ColourValue } from '../../components/colour/colour-value';

export type SessionColourFieldProps = {
  /** The session's tint: unset or `#FFFFFFFF` (the clear value) lets the track colour show. */
  value: ColourValue | undefined;
  onChange: (value: ColourValue) => void;
  /** The chosen track's name, or null when the session has no track. */
  trackName: string | null;
  /** The chosen track's colour (undefined when the track has none: it shows white). */
  trackColour: unknown;
  error?: string;
};

/** Where a session starts when it gets a colour of its own and never had one. */
const FIRST_OWN_COLOUR = '#0F766E';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The session's colour in the app, as one choice: its track's colour, or a colour of its own. */
export function SessionColourField({ value, onChange, trackName, trackColour, error }: SessionColourFieldProps) {
  const id = useId();
  const usesTrack = value === undefined || value === '' || sameColour(value, COLOUR_CLEARS_TO);
  const [own, setOwn] = useState(!usesTrack);
  // The last colour of its own, so that going to the track colour and back keeps it.
  const lastOwn = useRef<ColourValue | undefined>(usesTrack ? undefined : value);
  useEffect(() => {
    if (!usesTrack && value !== undefined) {
      setOwn(true);
      lastOwn.current = value;
    }
  }, [usesTrack, value]);

  const shownTrackColour = trackName === null || trackColour === undefined || trackColour === '' ? WHITE_ARGB : trackColour;
  const trackWords =
    trackName === null
      ? 'White, as the session has no track'
      : `${capital(colourName(shownTrackColour) ?? 'its colour')}, the colour of ${trackName || 'its track'}`;

  function chooseOwn() {
    setOwn(true);
    const opaqueTrack = trackName !== null && !sameColour(shownTrackColour, WHITE_ARGB) && alphaOf(shownTrackColour) === 0xff ? (shownTrackColour as ColourValue) : undefined;
    onChange(lastOwn.current ?? opaqueTrack ?? FIRST_OWN_COLOUR);
  }

  const radio = 'mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  return (
    <fieldset aria-describedby={`${id}-about${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">Colour in the app</legend>
      <p id={`${id}-about`} className="text-xs text-slate-600">
        The session shows its track&apos;s colour unless it has one of its own.
      </p>
      <div className="mt-2 space-y-2">
        <div className="flex items-start gap-2">
          <input id={`${id}-track`} type="radio" name={`${id}-mode`} className={radio} checked={!own} onChange={() => { setOwn(false); onChange(COLOUR_CLEARS_TO); }} aria-describedby={`${id}-track-desc`} />
          <div className="min-w-0 text-sm">
            <label htmlFor={`${id}-track`} className="font-medium text-slate-800">
              Track colour
            </label>
            <p id={`${id}-track-desc`} className="flex items-center gap-1.5 text-xs text-slate-600">
              <span aria-hidden className="inline-block size-3 shrink-0 rounded-sm ring-1 ring-slate-400" style={{ background: toCss(shownTrackColour, '#ffffff') }} />
              {trackWords}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <input id={`${id}-own`} type="radio" name={`${id}-mode`} className={radio} checked={own} onChange={chooseOwn} />
          <label htmlFor={`${id}-own`} className="text-sm font-medium text-slate-800">
            A colour of its own
          </label>
        </div>
        {own ? (
          <div className="max-w-sm pl-6">
            <ColourField
              label="The session's own colour"
              labelHidden
              value={value}
              onChange={onChange}
              clearable={false}
              hint={usesTrack ? 'pure white cannot be a colour of its own: the app shows the track colour' : undefined}
            />
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
