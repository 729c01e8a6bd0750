import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { isDeltaText } from './abstract-form-model';
import type { AbstractFormProps } from './abstract-form-parts';

/** The abstract's text, formatted (Delta JSON) or plain, with a switch between the two. */
export function AbstractTextSection({ form, errorOf, readOnly }: AbstractFormProps) {
  const [textMode, setTextMode] = useState<'rich' | 'plain'>(() => {
    const initial = form.getValues('abstractText');
    return !initial || isDeltaText(initial) ? 'rich' : 'plain';
  });
  return (
    <section aria-labelledby="text-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="text-heading" className="text-base font-semibold text-slate-900">
          Abstract text
        </h2>
        <div role="radiogroup" aria-label="Text format" className="inline-flex rounded-md ring-1 ring-slate-300">
          {(['rich', 'plain'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={textMode === m}
              onClick={() => setTextMode(m)}
              className={`px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${textMode === m ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {m === 'rich' ? 'Formatted' : 'Plain text'}
            </button>
          ))}
        </div>
      </div>
      <Controller
        control={form.control}
        name="abstractText"
        render={({ field }) =>
          textMode === 'rich' ? (
            <RichTextField label="Text" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('abstractText')} readOnly={readOnly} />
          ) : (
            <TextareaField label="Text" rows={8} value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} error={errorOf('abstractText')} hint={isDeltaText(field.value) ? 'This text is stored formatted (Delta JSON); switch to Formatted to edit it comfortably.' : undefined} />
          )
        }
      />
    </section>

  );
}
