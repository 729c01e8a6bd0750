/**
 * A poll's figures on the room's screens: live while people vote, or hidden until Reveal (the console's server
 * keeps it per poll). One select for the polls page and the control room; each names it in its own words.
 */
import type { PollScreenMode } from '../../contract/screens';

export function PollScreenModeSelect({ label, ariaLabel, value, onChange }: { label: string; ariaLabel?: string; value: PollScreenMode; onChange: (mode: PollScreenMode) => void }) {
  return (
    <label className="inline-flex items-center gap-1 text-sm text-slate-700">
      <span>{label}</span>
      <select aria-label={ariaLabel} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm" value={value} onChange={(e) => onChange(e.target.value === 'reveal' ? 'reveal' : 'live')}>
        <option value="live">live while voting</option>
        <option value="reveal">after Reveal</option>
      </select>
    </label>
  );
}
