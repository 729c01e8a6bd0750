import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** JSON Schema validation (draft 2020-12, with formats) of values against schemas inside the API document. */
export interface DocumentValidator {
  /** Errors of `value` against the schema at `pointer` (a JSON pointer into the document); empty when valid. */
  errors(pointer: string, value: unknown): string[];
}

export const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

export function documentValidator(document: unknown): DocumentValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'doc');
  return {
    errors(at, value) {
      const validate = ajv.getSchema(`doc${at}`);
      if (!validate) return [`no schema at ${at}`];
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    },
  };
}
