import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageAltDialog } from "./image-alt-dialog.tsx";
import { LinkDialog } from "./link-dialog.tsx";
import { insertImage, selectedImage, setImageAlt } from "./rich-text-image.ts";

// The admin's rich-text editor (Tiptap). It is imported lazily by the news
// editor only, so no public page ever loads it. It writes its HTML into a
// hidden input of the surrounding form, and tells the form (Conform listens for
// input events) when it changed, so the form's checks see what was written. The
// server sanitises whatever arrives.

export interface LibraryImage {
  id: string;
  name: string;
  alt: { sr: string; en: string };
  width: number;
  height: number;
  /** "processing" while its versions for the site are being made: its thumbnail is then the original. */
  status: "processing" | "ready" | "failed";
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ["https", "http", "mailto"] },
  }),
  Image.configure({ inline: false }),
];

export default function RichTextEditor({
  id,
  name,
  defaultValue,
  served = defaultValue,
  autofocus = false,
  label,
  labelId,
  describedBy,
  invalid,
  library,
  locale,
}: {
  /** The editable area's id, which the field's label points to. */
  id: string;
  name: string;
  defaultValue: string;
  /** What the page served, when the editor starts from text typed before it loaded. */
  served?: string;
  /** The plain field it replaces had the cursor: typing goes on at the end. */
  autofocus?: boolean;
  label: string;
  labelId: string;
  /** The ids of the field's error and hint. */
  describedBy?: string;
  invalid?: boolean;
  library: LibraryImage[];
  locale: "sr" | "en";
}) {
  const { t } = useTranslation("admin");
  const [html, setHtml] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  const written = useRef(defaultValue);
  useEffect(() => {
    if (html === written.current) return;
    written.current = html;
    input.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const [picking, setPicking] = useState(false);
  // The link under the cursor when the dialog opened; fixed while it is open,
  // so applying the link does not re-open the dialog for the new value.
  const [linking, setLinking] = useState<{ href: string | undefined } | null>(null);
  // The image whose description is being edited, as it was when the dialog opened.
  const [describing, setDescribing] = useState<{ pos: number; alt: string } | null>(null);
  // Options that keep their identity between renders: Tiptap compares them on every
  // render and, when one differs, re-applies them to the view, which then redraws
  // while the owner may be typing.
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: "prose-article min-h-64 px-4 py-3 focus:outline-none",
        role: "textbox",
        "aria-multiline": "true",
        id,
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    }),
    [id, labelId, describedBy, invalid],
  );
  const editor = useEditor({
    immediatelyRender: false,
    autofocus: autofocus ? "end" : false,
    extensions,
    content: defaultValue,
    editorProps,
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? "" : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bulletList: e.isActive("bulletList"),
            orderedList: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            link: e.isActive("link"),
            image: selectedImage(e),
          }
        : null,
  });

  const button = (key: string, pressed: boolean | undefined, run: () => void, text: string) => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed === undefined ? undefined : pressed}
      // Keeps the editor's selection (and a pending bold or italic) while clicking.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={`h-9 rounded px-2.5 text-sm font-medium ${pressed ? "bg-olive-700 text-cream" : "text-olive-800 hover:bg-olive-50"}`}
    >
      {text}
    </button>
  );
  const chain = () => editor?.chain().focus();

  return (
    <div className={`rounded-md border bg-white ${invalid ? "border-danger" : "border-line"}`}>
      <input ref={input} type="hidden" name={name} value={html} data-served={served} />
      <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-line p-1.5">
        {button("b", active?.bold, () => chain()?.toggleBold().run(), t("newsEditor.editor.bold"))}
        {button("i", active?.italic, () => chain()?.toggleItalic().run(), t("newsEditor.editor.italic"))}
        {button(
          "h2",
          active?.h2,
          () => chain()?.toggleHeading({ level: 2 }).run(),
          t("newsEditor.editor.h2"),
        )}
        {button(
          "h3",
          active?.h3,
          () => chain()?.toggleHeading({ level: 3 }).run(),
          t("newsEditor.editor.h3"),
        )}
        {button(
          "ul",
          active?.bulletList,
          () => chain()?.toggleBulletList().run(),
          t("newsEditor.editor.bulletList"),
        )}
        {button(
          "ol",
          active?.orderedList,
          () => chain()?.toggleOrderedList().run(),
          t("newsEditor.editor.orderedList"),
        )}
        {button("q", active?.quote, () => chain()?.toggleBlockquote().run(), t("newsEditor.editor.quote"))}
        {button(
          "a",
          active?.link,
          () => setLinking({ href: editor?.getAttributes("link").href as string | undefined }),
          t("newsEditor.editor.link"),
        )}
        {button("img", picking, () => setPicking((p) => !p), t("newsEditor.editor.image"))}
        {button("undo", undefined, () => chain()?.undo().run(), t("newsEditor.editor.undo"))}
        {button("redo", undefined, () => chain()?.redo().run(), t("newsEditor.editor.redo"))}
      </div>
      {picking ? (
        <div className="border-b border-line p-2">
          <p className="mb-2 text-sm font-medium">{t("newsEditor.editor.imageChoose")}</p>
          <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-6">
            {library.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="block w-full rounded ring-1 ring-line hover:ring-olive-600"
                  onClick={() => {
                    // The library's description in this body's language comes with it.
                    if (editor)
                      insertImage(editor, {
                        src: `/media/${m.id}/960.webp`,
                        alt: locale === "en" ? m.alt.en : m.alt.sr,
                      });
                    setPicking(false);
                  }}
                >
                  <img
                    src={`/admin/media/${m.id}/preview`}
                    alt={m.name}
                    width={m.width}
                    height={m.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                  {m.status === "processing" ? (
                    <span className="block px-1 py-0.5 text-xs text-muted">
                      {t("media.statusProcessing")}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {active?.image ? (
        <div
          className="flex flex-wrap items-center gap-2 border-b border-line bg-olive-50 px-3 py-2 text-sm"
          data-testid="image-alt-bar"
        >
          <span className="min-w-0 flex-1 break-words">
            {active.image.alt
              ? t("newsEditor.editor.imageAltShown", { alt: active.image.alt })
              : t("newsEditor.editor.imageAltMissing")}
          </span>
          {button("alt", undefined, () => setDescribing(active.image), t("newsEditor.editor.imageAltEdit"))}
        </div>
      ) : null}
      <EditorContent editor={editor} />
      <ImageAltDialog
        open={describing !== null}
        current={describing?.alt ?? ""}
        locale={locale}
        onClose={() => setDescribing(null)}
        onApply={(alt) => {
          if (editor && describing) setImageAlt(editor, describing.pos, alt);
        }}
      />
      <LinkDialog
        open={linking !== null}
        current={linking?.href}
        onClose={() => setLinking(null)}
        onRemove={() => {
          editor?.chain().extendMarkRange("link").unsetLink().run();
          editor?.view.focus();
        }}
        onApply={(href) => {
          const c = editor?.chain().extendMarkRange("link");
          // With nothing selected, the address itself becomes the linked text.
          if (editor?.state.selection.empty && !editor.isActive("link"))
            c?.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
          else c?.setLink({ href }).run();
          // Back to writing, where the link now is.
          editor?.view.focus();
        }}
      />
    </div>
  );
}
