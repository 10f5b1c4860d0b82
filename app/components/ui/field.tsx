// The admin's section frame, notices and button styles (the fields are in app/components/admin/form).

export function FormSection({
  title,
  children,
  description,
}: {
  title: string;
  children: React.ReactNode;
  description?: string;
}) {
  return (
    <fieldset className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6">
      <legend className="float-left mb-4 w-full font-serif text-xl font-semibold text-olive-800">
        {title}
      </legend>
      {description ? <p className="clear-both mb-4 text-sm text-muted">{description}</p> : null}
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function Notice({ tone, children }: { tone: "success" | "danger"; children: React.ReactNode }) {
  return (
    <p
      role={tone === "danger" ? "alert" : "status"}
      className={`rounded-md px-4 py-3 text-sm font-medium ${tone === "danger" ? "bg-danger-bg text-danger" : "bg-success-bg text-success"}`}
    >
      {children}
    </p>
  );
}

export const buttonPrimary =
  "inline-flex h-11 items-center justify-center rounded-full bg-olive-700 px-6 text-sm font-semibold text-cream transition-colors hover:bg-olive-800 disabled:opacity-70";
export const buttonSecondary =
  "inline-flex h-10 items-center justify-center rounded-full border border-line bg-white px-4 text-sm font-medium text-olive-800 transition-colors hover:border-olive-600 disabled:opacity-70";
