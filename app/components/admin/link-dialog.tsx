import { useTranslation } from "react-i18next";
import { linkFormSchema } from "#app/schemas/link-href.ts";
import { EditorDialog } from "./editor-dialog.tsx";
import { TextField } from "./form/field.tsx";

/** The rich-text editor's link dialog: adds, changes or removes the link under the cursor. */
export function LinkDialog({
  open,
  current,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The link under the cursor, when there is one: the dialog edits or removes it. */
  current: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <EditorDialog
      open={open}
      schema={linkFormSchema}
      defaultValue={{ href: current ?? "" }}
      title={t(current ? "newsEditor.linkDialog.editTitle" : "newsEditor.linkDialog.title")}
      apply={t("newsEditor.linkDialog.apply")}
      cancel={t("newsEditor.linkDialog.cancel")}
      remove={current ? { label: t("newsEditor.linkDialog.remove"), run: onRemove } : undefined}
      onApply={(value) => onApply(value.href)}
      onClose={onClose}
      fields={(fields) => (
        <TextField
          field={fields.href!}
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          label={t("newsEditor.linkDialog.address")}
          hint={t("newsEditor.linkDialog.hint")}
        />
      )}
    />
  );
}
