import { contactLimits, contactSubjects } from "./contact-shared.ts";

// The contact form's rules in plain TypeScript for the browser, so the contact
// page does not ship zod (docs/decisions/0015-public-javascript-budget.md). The
// action still parses with the zod schema in ./contact.ts; contact-rules.test.ts
// proves both give the same error keys.

// zod 4's email pattern (z.regexes.email).
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Error keys (contact namespace) by field, or null when the form may be sent. */
export function contactErrors(payload: Record<string, unknown>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => {
    const value = payload[name];
    return typeof value === "string" ? value.trim() : undefined;
  };
  const name = text("name");
  if (!name || /[\r\n]/.test(name)) errors.name = ["form.errors.nameRequired"];
  else if (name.length > contactLimits.name) errors.name = ["form.errors.nameTooLong"];
  const email = text("email");
  if (!email) errors.email = ["form.errors.emailRequired"];
  else if (email.length > contactLimits.email || !emailPattern.test(email))
    errors.email = ["form.errors.emailInvalid"];
  const phone = payload.phone;
  if (phone !== undefined) {
    const trimmed = typeof phone === "string" ? phone.trim() : undefined;
    if (trimmed === undefined || trimmed.length > contactLimits.phone || !/^[0-9+()/.\s-]*$/.test(trimmed))
      errors.phone = ["form.errors.phoneInvalid"];
  }
  if (!contactSubjects.includes(payload.subject as never)) errors.subject = ["form.errors.subjectRequired"];
  const message = text("message");
  if (!message) errors.message = ["form.errors.messageRequired"];
  else if (message.length > contactLimits.message) errors.message = ["form.errors.messageTooLong"];
  return Object.keys(errors).length > 0 ? errors : null;
}
