import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { useFieldError } from "#app/components/admin/form/field.tsx";

// Radio buttons or checkboxes of one name under a legend, with the error beside
// the group (the form kit's fields hold one control each).

export function ChoiceGroup<T extends string>({
  field,
  type,
  legend,
  options,
  label,
}: {
  field: FieldMetadata<unknown>;
  type: "radio" | "checkbox";
  legend: string;
  options: readonly T[];
  label: (option: T) => string;
}) {
  const error = useFieldError(field);
  return (
    <fieldset aria-describedby={error ? field.errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {getCollectionProps(field, { type, options: [...options], ariaAttributes: false }).map(
          ({ key, ...props }) => (
            <label key={key} className="flex min-h-6 items-center gap-2 text-sm">
              <input {...props} className="h-4 w-4 accent-olive-700" />
              {label(props.value as T)}
            </label>
          ),
        )}
      </div>
      <GroupError id={field.errorId} message={error} />
    </fieldset>
  );
}

export function GroupError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger" data-testid="field-error">
      {message}
    </p>
  ) : null;
}
