/** A decoded form or query: Stripe's bracket notation (`metadata[reference]=x`, `expand[0]=y`) as nested values. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

/** An object whose keys are all indices was an array (`expand[0]`, `amounts[1]`). */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((key) => [key, arrays(value[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => entries[key]!);
  return entries;
}

/** Decodes an application/x-www-form-urlencoded body or query string as the Stripe SDK encodes it. */
export function parseForm(text: string): Form {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const parts = name.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, FormValue> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = (typeof next === 'object' && !Array.isArray(next) ? next : (node[part] = {})) as Record<
          string,
          FormValue
        >;
      }
    });
  }
  return arrays(root) as Form;
}

/** Field readers that answer Stripe's own 400 for a bad value. */
export class FormError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

export const text = (form: Form, name: string): string | undefined => {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
};

export const required = (form: Form, name: string): string => {
  const value = text(form, name);
  if (value === undefined) throw new FormError(`Missing required param: ${name}.`, name);
  return value;
};

export const integer = (form: Form, name: string): number | undefined => {
  const value = text(form, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new FormError(`Invalid integer: ${value}`, name);
  return Number(value);
};

export const object = (form: Form, name: string): Form => {
  const value = form[name];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
};

export const list = (form: Form, name: string): string[] => {
  const value = form[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};
