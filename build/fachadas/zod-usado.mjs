// The members of `z` the portal uses (build/fachadas.cjs): the namespace `z` of zod.mjs is made of these only.
// From 'zod/v4' (the same classic API): 'zod' itself is the shared name, which this file provides.
export {
  array,
  boolean,
  coerce,
  config,
  email,
  enum,
  iso,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown,
  uuid,
  ZodError,
  ZodType,
} from 'zod/v4';
