import { Controller } from 'react-hook-form';
import { LIMITS } from '../../contract/common';
import { ColourField } from '../../components/colour/colour-field';
import { ListImpactNotice } from './list-impact-notice';
import { ListNameField } from './list-name-field';
import { newRowId } from './settings-form';
import { SettingsSection } from './settings-section';
import { SortableListEditor } from './sortable-list-editor';
import type { SettingsEditor } from './use-settings-form';

/** Tracks and sponsor tiers: names (and track colours) in order, with what a change does to the records that point at them. */
export function ListSettingsSections({ editor }: { editor: SettingsEditor }) {
  const { form, values, tracks, tiers, clearsTo, impacts } = editor;
  const { control, register } = form;
  const err = form.formState.errors;
  return (
    <>
    <SettingsSection
      id="tracks"
      field="tracks"
      title="Tracks"
      description="Sessions keep their place in this list, not their track's name: moving or removing a track leaves its sessions under whichever track takes its place, or none. Before saving, the page lists the sessions this affects."
    >
      <SortableListEditor
        noun="track"
        max={LIMITS.listEntries}
        rows={tracks.fields.map((f, i) => ({ id: f.key, name: values.tracks?.[i]?.name ?? f.name, isNew: f.origin === null }))}
        onMove={tracks.move}
        onRemove={tracks.remove}
        onAdd={() => tracks.append({ rowId: newRowId(), origin: null, name: '', color: '' })}
        renderFields={(i) => ({
          main: <ListNameField label={`Track ${i + 1} name`} placeholder="Track name" {...register(`tracks.${i}.name`)} error={err.tracks?.[i]?.name?.message} />,
          extra: (
            <Controller
              control={control}
              name={`tracks.${i}.color`}
              render={({ field }) => (
                <ColourField
                  label={`Track ${i + 1} colour`}
                  labelHidden
                  value={field.value}
                  onChange={field.onChange}
                  clearsTo={clearsTo('trackColorArray')}
                  hint={field.value === '' ? 'shows white in the app' : undefined}
                />
              )}
            />
          ),
        })}
      />
      {err.tracks?.message || err.tracks?.root?.message ? (
        <p className="text-xs font-medium text-red-700">{err.tracks?.message ?? err.tracks?.root?.message}</p>
      ) : null}
      <ListImpactNotice
        id="tracks-impact"
        impacts={impacts.trackImpacts}
        warnings={impacts.trackWarnings}
        countProblem={impacts.sessionsUncounted ? 'The sessions could not be counted, so what a reorder does to them is not known.' : null}
      />
    </SettingsSection>

    <SettingsSection id="tiers" field="tiers" title="Sponsor tiers" description="Sponsors keep their place in this list, not their tier's name: moving or removing a tier leaves its sponsors under whichever tier takes its place, or none.">
      <SortableListEditor
        noun="tier"
        max={LIMITS.listEntries}
        rows={tiers.fields.map((f, i) => ({ id: f.key, name: values.tiers?.[i]?.name ?? f.name, isNew: f.origin === null }))}
        onMove={tiers.move}
        onRemove={tiers.remove}
        onAdd={() => tiers.append({ rowId: newRowId(), origin: null, name: '' })}
        renderFields={(i) => ({ main: <ListNameField label={`Tier ${i + 1} name`} placeholder="Tier name" {...register(`tiers.${i}.name`)} error={err.tiers?.[i]?.name?.message} /> })}
      />
      {err.tiers?.message || err.tiers?.root?.message ? (
        <p className="text-xs font-medium text-red-700">{err.tiers?.message ?? err.tiers?.root?.message}</p>
      ) : null}
      <ListImpactNotice
        id="tiers-impact"
        impacts={impacts.tierImpacts}
        warnings={impacts.tierWarnings}
        countProblem={impacts.sponsorsUncounted ? 'The sponsors could not be counted, so what a reorder does to them is not known.' : null}
      />
    </SettingsSection>
    </>
  );
}
