import { Trash2 } from 'lucide-react';
import type { ConnectionProfile } from '../../api/key-store';

/** Connections remembered on this computer (never their keys): pick one to fill the form, or forget it. */
export function RememberedConnections({ profiles, onPick, onForget }: { profiles: ConnectionProfile[]; onPick: (p: ConnectionProfile) => void; onForget: (name: string) => void }) {
  return (
    <section aria-labelledby="profiles-heading" className="mt-6">
      <h2 id="profiles-heading" className="text-sm font-medium text-slate-800">
        Remembered connections
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {profiles.map((p) => (
          <li key={p.name} className="flex items-center gap-2 px-3 py-2">
            <button type="button" className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-indigo-600" onClick={() => onPick(p)}>
              <span className="block truncate text-sm font-medium text-slate-900">{p.name}</span>
              <span className="block truncate text-xs text-slate-600">
                {p.eventId} · {p.baseUrl}
              </span>
            </button>
            <button
              type="button"
              className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              onClick={() => onForget(p.name)}
            >
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">Forget {p.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
