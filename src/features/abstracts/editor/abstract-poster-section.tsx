import { Controller } from 'react-hook-form';
import { PictureField } from '../../../components/picture/picture-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import type { AbstractFormProps } from './abstract-form-parts';

/** The e-poster (expected, display picture, original) and the download link. */
export function AbstractPosterSection({ form, errorOf, readOnly }: AbstractFormProps) {
  return (
    <section aria-labelledby="poster-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="poster-heading" className="text-base font-semibold text-slate-900">
        E-poster and download
      </h2>
      <Controller
        control={form.control}
        name="posterExpected"
        render={({ field }) => (
          <SwitchField label="Poster expected" hint="Track the e-poster as a deliverable: linked speakers show as missing it until it is uploaded." checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={form.control}
          name="posterImagePath"
          render={({ field }) => <PictureField label="Poster display picture" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('posterImagePath')} disabled={readOnly} />}
        />
        <Controller
          control={form.control}
          name="posterOriginalPath"
          render={({ field }) => (
            <PictureField label="Poster original (full resolution)" hint="Used for fullscreen and download; when empty the display picture is used." value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('posterOriginalPath')} disabled={readOnly} />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Download link" type="url" placeholder="https://" {...form.register('downloadLink')} error={errorOf('downloadLink')} />
        <TextField label="Download label" placeholder="Download" hint="The text on the download button. Left empty, it says “Download”." {...form.register('downloadLabel')} error={errorOf('downloadLabel')} />
      </div>
    </section>
  );
}
