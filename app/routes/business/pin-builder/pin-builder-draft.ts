/**
 * What the pin builder's form holds between its steps (an uploaded image, what was typed, the
 * layout) and what its action answers; shared by the page and pin-builder.server.ts.
 */
export interface BuilderDraft {
  imageUrl: string;
  width: number;
  height: number;
  title: string;
  description: string;
  link: string;
  boardId: string;
  sectionId: string;
  layout: string;
  ratio: string;
}

export type BuilderAnswer =
  | {
      kind: "draft";
      draft: BuilderDraft;
      sections: { id: string; title: string }[] | null;
      fieldErrors: Partial<Record<"image" | "title" | "link" | "board", string>>;
      formError?: string;
      status?: "attempted";
    }
  | { kind: "published"; pinId: string; title: string };

/** A new builder: nothing uploaded or typed yet. */
export const EMPTY_DRAFT: BuilderDraft = {
  imageUrl: "",
  width: 0,
  height: 0,
  title: "",
  description: "",
  link: "",
  boardId: "",
  sectionId: "",
  layout: "single",
  ratio: "2:3",
};
