import { useState } from 'react';
import { ListFilter } from 'lucide-react';
import type { QaState } from '../../contract/qa';
import { describeError } from '../../api/errors';
import { useQaAutoApprove, useQaSettings } from '../../api/qa-queries';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { SwitchField } from '../../components/ui/switch-field';
import { TextareaField } from '../../components/ui/textarea-field';

const DELAYS = [
  { value: '', label: 'By hand only' },
  { value: '5', label: '5 minutes after answered' },
  { value: '15', label: '15 minutes after answered' },
  { value: '30', label: '30 minutes after answered' },
  { value: '60', label: '1 hour after answered' },
];

/**
 * The session's automatic approval and the team's word filter and archive delay, kept by the console's server.
 * Where that server holds the questions it approves them as they arrive; through another API this board does it
 * while it is open, and says so.
 */
export function ModerationSettings({ sessionId, state }: { sessionId: string; state: QaState }) {
  const auto = useQaAutoApprove(sessionId);
  const settings = useQaSettings();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const on = auto.isPending && auto.variables !== undefined ? auto.variables : state.autoApprove;
  const openWords = () => {
    setDraft(state.words.join('\n'));
    setEditing(true);
  };
  const saveWords = (words: string[] | null) =>
    settings.mutate(words === null ? { resetWords: true } : { words }, { onSuccess: () => setEditing(false) });
  return (
    <section aria-labelledby="moderation-settings-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="moderation-settings-heading" className="text-base font-semibold text-slate-900">
        Moderation
      </h2>
      <SwitchField
        label="Approve automatically unless a listed word matches"
        hint={
          state.serverApproves
            ? 'The console’s server approves new questions as they arrive; a question with a listed word waits in Pending, flagged.'
            : 'This API is not held by the console’s server: this board approves new questions while it is open. Keep it open.'
        }
        checked={on}
        disabled={auto.isPending}
        onCheckedChange={(next) => auto.mutate(next)}
      />
      {auto.error ? <p role="alert" className="text-sm text-red-800">Automatic approval was not changed: {describeError(auto.error)}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>{state.words.length} listed words and phrases</span>
        <Button size="sm" variant="secondary" icon={<ListFilter aria-hidden className="size-4" />} onClick={openWords}>
          Edit word filter
        </Button>
      </div>
      <SelectField
        label="Archive answered questions"
        options={DELAYS}
        value={state.archiveAfterMinutes === null ? '' : String(state.archiveAfterMinutes)}
        onChange={(e) => settings.mutate({ archiveAfterMinutes: e.target.value ? Number(e.target.value) : null })}
      />
      {settings.error && !editing ? <p role="alert" className="text-sm text-red-800">Not saved: {describeError(settings.error)}</p> : null}
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title="Word filter"
        description="One word or phrase a line. Case, accents and look-alike letters (sh1t, @ss) are ignored; whole words only, with their common endings. The team shares this list."
        footer={
          <>
            <Button variant="ghost" onClick={() => saveWords(null)} busy={settings.isPending && settings.variables?.resetWords === true}>
              Put back the ready list
            </Button>
            <Button onClick={() => saveWords(draft.split('\n').map((w) => w.trim()).filter(Boolean))} busy={settings.isPending && !settings.variables?.resetWords}>
              Save words
            </Button>
          </>
        }
      >
        <TextareaField label="Listed words and phrases" rows={12} value={draft} onChange={(e) => setDraft(e.target.value)} error={settings.error ? describeError(settings.error) : undefined} />
      </Dialog>
    </section>
  );
}
