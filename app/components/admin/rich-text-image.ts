import type { Editor } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { NodeSelection, TextSelection, type Transaction } from "@tiptap/pm/state";

// Inline images of the rich-text editor.
//
// Why an inserted image used to vanish on the next keystroke: inserting a block
// node leaves the node itself selected (ProseMirror's NodeSelection), and a
// keystroke replaces whatever is selected. So after inserting (or describing)
// an image, the cursor is put in the paragraph after it (one is added when none
// follows), and the insertion is an undo step of its own: undoing what was
// typed next leaves the image.

/** Puts the cursor at the start of the paragraph after the node that ends at `after`. */
function cursorAfter(tr: Transaction, after: number) {
  const paragraph = tr.doc.type.schema.nodes.paragraph;
  if (paragraph && !tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, paragraph.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
}

/** Inserts an image where the cursor is and puts the cursor after it. */
export function insertImage(editor: Editor, attrs: { src: string; alt: string }) {
  editor
    .chain()
    .focus()
    .setImage(attrs)
    .command(({ tr }) => {
      closeHistory(tr);
      const selected = tr.selection;
      if (!(selected instanceof NodeSelection) || selected.node.type.name !== "image") return true;
      cursorAfter(tr, selected.to);
      return true;
    })
    .run();
  // What is typed next starts a new undo step.
  editor.view.dispatch(closeHistory(editor.state.tr));
  // Tiptap's focus() waits for the next frame; a key pressed before it went to
  // the picker's button, which is about to go, and was lost.
  editor.view.focus();
}

/** The image the owner has selected (clicked, or reached with the arrow keys): where it is and its description. */
export function selectedImage(editor: Editor): { pos: number; alt: string } | null {
  const selected = editor.state.selection;
  return selected instanceof NodeSelection && selected.node.type.name === "image"
    ? { pos: selected.from, alt: String(selected.node.attrs.alt ?? "") }
    : null;
}

/** Sets the description of the image at `pos`; writing goes on after the image. */
export function setImageAlt(editor: Editor, pos: number, alt: string) {
  editor
    .chain()
    .command(({ tr }) => {
      const node = tr.doc.nodeAt(pos);
      if (node?.type.name !== "image") return false;
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt });
      cursorAfter(tr, pos + node.nodeSize);
      return true;
    })
    .focus()
    .run();
  editor.view.focus();
}
