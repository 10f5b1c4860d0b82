import { useTranslation } from "react-i18next";
import { imageAltFormSchema } from "#app/schemas/image-alt.ts";
import { EditorDialog } from "./editor-dialog.tsx";
import { TextField } from "./form/field.tsx";

/** Edits the description (alt text) of the image selected in a rich-text body, in that body's language. */
export function ImageAltDialog({
  open,
  current,
  locale,
  onApply,
  onClose,
}: {
  open: boolean;
  current: string;
  locale: "sr" | "en";
  onApply: (alt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <EditorDialog
      open={open}
      schema={imageAltFormSchema}
      defaultValue={{ alt: current }}
      title={t("newsEditor.imageAlt.title")}
      apply={t("newsEditor.imageAlt.apply")}
      cancel={t("newsEditor.imageAlt.cancel")}
      onApply={(value) => onApply(value.alt)}
      onClose={onClose}
      testId="image-alt-dialog"
      fields={(fields) => (
        <TextField
          field={fields.alt!}
          autoComplete="off"
          label={t(locale === "en" ? "newsEditor.imageAlt.labelEn" : "newsEditor.imageAlt.labelSr")}
          hint={t("newsEditor.imageAlt.hint")}
        />
      )}
    />
  );
}
