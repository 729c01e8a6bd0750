import { useId, type FormEvent } from 'react';
import { useMay } from '../../api/account-queries';
import { ChangedElsewhereNotice } from '../../components/form/changed-elsewhere-notice';
import { ConflictPanel } from '../../components/form/conflict-panel';
import { DraftRestoredNotice } from '../../components/form/draft-restored-notice';
import { KeptElsewhereNote } from '../../components/form/kept-elsewhere-note';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard';
import type { EventSettings } from '../../contract/event';
import { AppLookPreview } from './app-look-preview';
import { GeneralSettingsSections } from './general-settings-sections';
import { ListChangeConfirm } from './list-change-confirm';
import { ListSettingsSections } from './list-settings-sections';
import { SavedChanges } from './saved-changes';
import { SaveBar } from '../../components/form/save-bar';
import { RoomScreenSettings } from './room-screen-settings';
import { useRoomScreenSettings } from './use-room-screen-settings';
import { useSettingsForm } from './use-settings-form';

/**
 * `/settings`: the event's settings, tracks and tiers, with the app's look beside them (the form's life is in
 * use-settings-form.ts), and the room screens' settings the console's server keeps: one page, one save bar.
 */
export function EventSettingsForm({ event }: { event: EventSettings }) {
  const editor = useSettingsForm(event);
  const mayWrite = useMay('event:write');
  const readOnlyNote = useId();
  const screens = useRoomScreenSettings();
  const { values, saved, refusal } = editor;
  const dirty = editor.dirty || screens.dirty;
  const saving = editor.saving || screens.busy;

  // Save: the room screens' settings first (checked at their fields; a refusal stops here with everything kept
  // as typed), then the event's settings through their save cycle.
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (screens.dirty && !(await screens.save())) return;
    if (editor.dirty) await editor.onSubmit(e);
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <UnsavedChangesGuard when={dirty && !saving} message="The event settings have changes that are not saved. They stay as a draft in this tab if you leave." />
      {saved ? (
        <SavedChanges changes={saved.result.changes ?? {}} onDismiss={editor.dismissSaved} />
      ) : null}
      {refusal ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Not saved</p>
          <p className="mt-1">{refusal.message}</p>
          {refusal.details.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {refusal.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {editor.restored && dirty ? <DraftRestoredNotice onDiscard={editor.discard} /> : null}
      <KeptElsewhereNote labels={editor.kept} className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm" />
      {editor.conflict ? (
        <ConflictPanel fields={editor.conflict} sections={[]} labels={editor.labels} busy={editor.saving} onResolve={editor.resolve} onCancel={editor.cancelConflict} />
      ) : !editor.saving && !editor.checking ? (
        <ChangedElsewhereNotice labels={editor.elsewhere.labels} values={editor.elsewhere.values} since={editor.elsewhere.since} />
      ) : null}

      {mayWrite ? null : (
        <p id={readOnlyNote} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          Read only: changing the event’s settings is for those who may change the programme and the event.
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_260px]">
        <fieldset disabled={!mayWrite} aria-describedby={mayWrite ? undefined : readOnlyNote} className="min-w-0 space-y-6">
          <GeneralSettingsSections editor={editor} />
          <ListSettingsSections editor={editor} />
          <RoomScreenSettings screens={screens} />
        </fieldset>
        <aside className="hidden xl:block" aria-label="Preview">
          <div className="sticky top-6">
            <AppLookPreview colours={values.colours} eventName={values.name} bannerUrl={values.imagePath} tracks={values.tracks ?? []} />
          </div>
        </aside>
      </div>

      {mayWrite ? (
      <SaveBar
        dirty={dirty}
        saving={saving}
        saveLabel="Save settings"
        changedCount={editor.changedCount + screens.changedCount}
        saved={!!saved || screens.saved}
        onDiscard={() => {
          editor.discard();
          screens.discard();
        }}
        warnings={editor.saveWarnings}
        onDismissWarnings={editor.dismissWarnings}
      />
      ) : null}
      <ListChangeConfirm editor={editor} />
    </form>
  );
}
