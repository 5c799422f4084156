/**
 * Words of the pin builder (business.md §2, §3, §6): the page, its creation status and editor
 * states, its layouts and the features the gating allows. Ours where the spec shows no text; the
 * visitor's log-in prompt is the spec's (BUSINESS_COPY.logInToContinue).
 */
import type { PinBuilderFeature } from "./gating";

export const PIN_BUILDER_COPY = {
  title: "Create Pin",
  description: "Upload an image and make it a Pin on one of your boards.",
  visitorLead: "Log in to upload images, make Pins and save them to your boards.",
  imageLabel: "Image",
  imageHint: "A JPEG, PNG, WebP or GIF, at least 120 px on each side, up to 10 MB.",
  upload: "Upload",
  uploadAnother: "Choose another image",
  noImage: "No image yet",
  titleLabel: "Title",
  descriptionLabel: "Description",
  descriptionHint: "Add #hashtags to help people find your Pin.",
  hashtags: "Hashtags",
  linkLabel: "Destination link (optional)",
  boardLabel: "Board",
  sectionLabel: "Section (optional)",
  noSection: "No section",
  showSections: "Show this board's sections",
  noBoards: "You need a board first.",
  createBoard: "Create a board",
  layoutLegend: "Layout",
  layouts: { single: "Single image", carousel: "Carousel", story: "Idea Pin (story)" } as Record<string, string>,
  ratio: (w: number, h: number) => `${w}:${h}`,
  layoutNote: "The preview shows the crop; your Pin keeps the whole image.",
  publish: "Publish",
  publishing: "Publishing…",
  published: "Your Pin is published.",
  viewPin: "See your Pin",
  makeAnother: "Make another Pin",
  /** §3 creation status values. */
  creationStatus: {
    attempted: "Not published yet: fix what's marked and try again.",
    uploading: "Uploading your image…",
    publishing: "Publishing your Pin…",
    succeeded: "Published.",
  } as Record<string, string>,
  /** §3 editor states, for screen readers and tests. */
  editorState: { processing: "Processing", edited: "Editing", creating: "Creating", saving: "Saving", saved: "Saved" } as Record<
    string,
    string
  >,
  imageMissing: "Upload an image first.",
  imageTooSmall: "This image is small: Pins look best at 1000 px wide or more.",
  ratioHint: "Tall images (2:3) stand out in the grid.",
  linkOk: (domain: string) => `Links to ${domain}.`,
  linkInvalid: "Enter a website address that starts with http:// or https://.",
  featuresTitle: "More tools",
  /** Feature names (business.md §6 partner-only list). */
  features: {
    pin_creation: "Pins",
    idea_pin_creation: "Idea Pins",
    video: "Video",
    carousel: "Carousel",
    editing: "Image editing",
    education: "Tips",
    layouts: "Layouts",
    link_status_validation: "Link check",
    multi_pin: "Several Pins at once",
    scheduling: "Scheduling",
    shop_the_pin: "Shop the Pin",
    system_fonts: "Text overlays",
    tagging: "Product tags",
    video_editing: "Video editing",
    video_tagging: "Video tags",
    pin_quality: "Pin quality",
  } satisfies Record<PinBuilderFeature, string>,
  /** What a feature that needs a service we do not have says. */
  notAvailable: "Not available yet: it needs a service this site doesn't have.",
  tips: ["Use a tall image (2:3).", "Write a title that says what the Pin is.", "Add a link to where people can learn more."],
  actingFor: (name: string) => `Acting for ${name}: boards listed are its own, and new Pins go there.`,
  scenarioNote: "You're making an Idea Pin: one tall page (9:16).",
  creationOff: "Making Pins is switched off for now.",
} as const;
