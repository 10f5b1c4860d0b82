import type { Constraint } from "@conform-to/dom";
import type { z } from "zod";

// The limits a form's schema sets, by field name, for the kit's required marks
// and length counters: Conform's own reader (getZodConstraint) finds no lengths
// with zod 4.6, which no longer keeps them where it looks. This one asks the
// string schemas themselves (minLength, maxLength). A field is required unless
// it is optional or has a default; what the kit marks is a required field whose
// schema also refuses an empty value (a minimum length).

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

function read(schema: z.ZodType, name: string, into: Record<string, Constraint>, required = true) {
  const def = defOf(schema);
  if (name && !into[name]) into[name] = { required };
  const entry = name ? into[name] : undefined;
  switch (def.type) {
    case "object":
      for (const [key, field] of Object.entries(def.shape ?? {}))
        read(field, name ? `${name}.${key}` : key, into);
      return;
    case "pipe": {
      // A transform reads what was posted; a pipe into another schema, both sides.
      if (def.in) read(def.in, name, into, entry?.required ?? required);
      if (def.out && defOf(def.out).type !== "transform")
        read(def.out, name, into, entry?.required ?? required);
      return;
    }
    case "optional":
    case "default":
    case "prefault":
    case "catch":
      if (entry) entry.required = false;
      if (def.innerType) read(def.innerType, name, into, false);
      return;
    case "nullable":
    case "readonly":
      if (def.innerType) read(def.innerType, name, into, entry?.required ?? required);
      return;
    case "array":
      if (entry) entry.multiple = true;
      if (def.element) read(def.element, `${name}[]`, into);
      return;
    case "tuple":
      for (const [i, item] of (def.items ?? []).entries()) read(item, `${name}[${i}]`, into);
      return;
    case "string": {
      const limits = schema as unknown as { minLength?: number | null; maxLength?: number | null };
      if (entry && limits.minLength) entry.minLength = Math.max(entry.minLength ?? 0, limits.minLength);
      if (entry && limits.maxLength)
        entry.maxLength = Math.min(entry.maxLength ?? Infinity, limits.maxLength);
      return;
    }
  }
}

/** The constraint of each field of a form schema (an object, perhaps checked or transformed as a whole). */
export function constraintOf(schema: z.ZodType): Record<string, Constraint> {
  let root = schema;
  while (defOf(root).type === "pipe" && defOf(root).in) root = defOf(root).in as z.ZodType;
  const into: Record<string, Constraint> = {};
  if (defOf(root).type === "object") read(root, "", into);
  return into;
}
