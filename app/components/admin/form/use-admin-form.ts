import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { constraintOf } from "./constraint.ts";
import { useUnsavedChanges } from "./unsaved-changes.tsx";

// Every admin form: Conform with the zod schema the action also parses with
// (parseSubmission), so the browser and the server apply the same rules. The
// browser checks a field when it is left, then on every keystroke; without
// JavaScript the action's reply brings the errors and the typed values back.

/** Strings stay strings: the admin schemas read the form as posted ("" is empty, not missing). */
export function parseSubmission<Schema extends z.ZodType>(form: FormData | URLSearchParams, schema: Schema) {
  // A rule without its own message (a forged post: a field sent twice, a value no
  // control offers) still gets a message in the owner's language.
  return parseWithZod(form, { schema, disableAutoCoercion: true, error: () => "errors.invalid" });
}

// biome-ignore lint/suspicious/noExplicitAny: Conform's own constraint for a form's shape
type AnyShape = Record<string, any>;
/** The form's fields, by the schema's input (what the form posts). */
type FormShape<Schema extends z.ZodType> = z.input<Schema> extends AnyShape ? z.input<Schema> : AnyShape;

export function useAdminForm<Schema extends z.ZodType>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  /** Unique on the page; the action's reply is matched to it. */
  id: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  /** The saved values, shaped as the form posts them (strings, nested by field name). */
  defaultValue?: Record<string, unknown>;
}) {
  const conform = useForm<FormShape<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: useMemo(() => constraintOf(schema), [schema]),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  });
  // Leaving with changes not saved asks first (unsaved-changes.tsx); a save
  // that stays on the page (a reply without errors) is the form's new start.
  useUnsavedChanges(id, lastResult?.status === "success" ? lastResult : null);
  return conform;
}

/**
 * A list field's items. A forged post can send a list's name as an object
 * ("images.x=…"), which Conform refuses to list; the form then shows no items
 * rather than an error page, and the schema has already named the field.
 */
export function fieldList<Item>(field: { initialValue?: unknown; getFieldList(): Item[] }): Item[] {
  return field.initialValue === undefined || Array.isArray(field.initialValue) ? field.getFieldList() : [];
}

/**
 * The last action's answer, kept while the page's data is read again without
 * a navigation (a screen's refresh, a finished upload): React Router drops the
 * answer on any such reload, and the owner's "saved" vanished with it. It stays
 * until the next action answers or the address changes (a reload gets a new
 * history key, so the key cannot tell).
 */
export function useLastAnswer<Answer>(actionData: Answer | undefined): Answer | undefined {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const [kept, setKept] = useState<{ address: string; answer: Answer } | null>(null);
  if (actionData !== undefined && kept?.answer !== actionData) setKept({ address, answer: actionData });
  return actionData ?? (kept?.address === address ? kept.answer : undefined);
}

/**
 * A post of the page's (one of `intents` when given) being answered: sent, or
 * answered and the page's data being read again. React Router shows the answer
 * ("saved") before that reading ends; a second post meanwhile would carry the
 * version the page was loaded with and be refused as a conflict with the owner's
 * own save, so the buttons wait for both.
 */
export function useSubmitting(...intents: string[]): boolean {
  return submittingWith(useNavigation(), ...intents);
}

/** useSubmitting for a screen of several forms: asks about each one's buttons. */
export function useSubmittingAny(): (...intents: string[]) => boolean {
  const navigation = useNavigation();
  return (...intents) => submittingWith(navigation, ...intents);
}

function submittingWith(navigation: ReturnType<typeof useNavigation>, ...intents: string[]): boolean {
  if (navigation.state === "idle" || navigation.formMethod !== "POST") return false;
  return intents.length === 0 || intents.includes(String(navigation.formData?.get("intent")));
}
