import { shortcutJoiner, type Shortcut } from './page-shortcuts';

/** A list of keys and what they do, as a two-column table. */
export function KeyboardShortcutsList({ shortcuts, caption }: { shortcuts: readonly Shortcut[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {shortcuts.map((k) => (
          <tr key={k.does}>
            <td className="whitespace-nowrap py-1.5 pr-4 align-top">
              {k.keys.map((key, i) => (
                <span key={key}>
                  {i > 0 ? <span className="text-slate-500">{shortcutJoiner(k.keys)}</span> : null}
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">{key}</kbd>
                </span>
              ))}
            </td>
            <td className="py-1.5 text-slate-700">{k.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
