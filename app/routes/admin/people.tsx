import { data, redirect } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { PeoplePage, type PeopleReply } from "#app/components/admin/people/people-page.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import {
  type Actor,
  changeRole,
  invitePerson,
  listPeople,
  type PersonChange,
  removePerson,
  resendInvitation,
  setDisabled,
  withdrawInvitation,
} from "#app/domain/people/people.server.ts";
import { requireOwner } from "#app/http/admin-access.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { inviteSchema, type PersonAction, personActionSchema } from "#app/schemas/people.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/people";

// The People screen (decision 0041): who may work in the admin, invitations by
// mail, roles, disabling and removing. The owner's alone: the layout refuses
// editors, and requireOwner says so again here.

export async function loader({ context }: Route.LoaderArgs) {
  const session = requireOwner(context);
  const { locale } = context.get(requestInfoContext);
  return { people: await listPeople(session.userId), locale };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireOwner(context);
  const actor: Actor = { userId: session.userId, email: session.email, name: session.name };
  const form = await readForm(request);
  if (form.get("intent") === "invite") return invite(form, actor);
  const parsed = personActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<PeopleReply>({ ok: false, message: "people.failed" }, 400);
  throw redirect(`/admin/people?done=${await runAction(parsed.data, actor)}`);
}

async function invite(form: FormData, actor: Actor) {
  const submission = parseSubmission(form, inviteSchema);
  if (submission.status !== "success")
    return data<PeopleReply>({ ok: false, form: "invite", result: submission.reply() }, 400);
  const result = await invitePerson(submission.value, actor);
  if (!result.ok) {
    if (result.reason === "limited")
      return data<PeopleReply>(
        { ok: false, form: "invite", result: submission.reply(), message: "people.done.limited" },
        429,
      );
    // The address already has an account or an open invitation: said by the field.
    const fieldErrors = { email: [`people.errors.${result.reason}`] };
    return data<PeopleReply>({ ok: false, form: "invite", result: submission.reply({ fieldErrors }) }, 409);
  }
  return data<PeopleReply>({
    ok: result.mailed,
    form: "invite",
    result: submission.reply({ resetForm: true }),
    message: result.mailed ? "people.done.invited" : "people.done.notMailed",
    email: submission.value.email,
  });
}

const changeNotice = (result: PersonChange, done: string) => (result === "done" ? done : result);

async function runAction(action: PersonAction, actor: Actor): Promise<string> {
  switch (action.intent) {
    case "resend": {
      const result = await resendInvitation(action.id, actor);
      return result.ok ? (result.mailed ? "resent" : "notMailed") : result.reason;
    }
    case "withdraw":
      return (await withdrawInvitation(action.id, actor)) ? "withdrawn" : "missing";
    case "role":
      return changeNotice(await changeRole(action.id, action.role, actor), "role");
    case "disable":
      return changeNotice(await setDisabled(action.id, true, actor), "disabled");
    case "enable":
      return changeNotice(await setDisabled(action.id, false, actor), "enabled");
    case "remove":
      return changeNotice(await removePerson(action.id, actor), "removed");
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.people");

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  return <PeoplePage people={loaderData.people} locale={loaderData.locale} reply={actionData} />;
}
