import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** JSON Schema validation (draft 2020-12, with formats) of values against schemas inside the API document. */
export interface DocumentValidator {
  /** Errors of `value` against the schema at `pointer` (a JSON pointer into the document); empty when valid. */
  errors(pointer: string, value: unknown): string[];
}

export const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** The value at a JSON pointer (`#/a/b`) of `document`, or undefined. */
function at(document: unknown, pointerText: string): unknown {
  let node = document;
  for (const raw of pointerText.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

export function documentValidator(document: unknown): DocumentValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'doc');
  // Many operations share a schema word for word (their refusals, their error shapes): each is compiled once.
  const compiled = new Map<string, ValidateFunction>();
  return {
    errors(where, value) {
      const node = at(document, where);
      const key = node === undefined ? where : JSON.stringify(node);
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.getSchema(`doc${where}`);
        if (validate) compiled.set(key, validate);
      }
      if (!validate) return [`no schema at ${where}`];
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    },
  };
}
