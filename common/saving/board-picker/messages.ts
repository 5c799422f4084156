/**
 * Words of the save-to-board modal, the mobile-style picker page, the save-success dialog and the
 * hashtag flyout (saving.md §2), verbatim where the spec has them, "ours" elsewhere. Part of the saving
 * catalogue (test/common/spec-strings.test.ts reads it with SAVING_MESSAGES and SAVING_COPY); a
 * module of its own so the pages that only show a Save button do not load it.
 */
export const SAVE_FLOW_COPY = {
  // §2 the save-to-board modal: its titles, groups and banner
  chooseBoard: "Choose board",
  chooseSection: "Choose section",
  createSectionTitle: "Create section",
  addSection: "Add section",
  boardCreated: "Board created",
  topChoices: "Top choices",
  allBoards: "All boards",
  loadingBoards: "Loading boards",
  /** §2 banner 'Psst! You already saved this Pin to {board_name}' */
  alreadySaved: (boardName: string) => `Psst! You already saved this Pin to ${boardName}`,
  boardRow: "Board", // §2 "Section picker with a Board row"
  searchBoards: "Search", // ours: the picker's search field
  searchBoardsLandmark: "Search your boards", // ours: the picker's search form, a landmark beside the header's "Search"
  noBoardsMatch: "No boards match your search.", // ours
  noBoards: "You don't have any boards yet.", // ours
  saveToBoard: (board: string) => `Save to ${board}`, // ours: a picker row's accessible name
  savedToBoardShort: "Saved!", // ours: a picker row after its save
  boardHasSections: (n: number) => `${n} ${n === 1 ? "section" : "sections"}`, // ours
  saveHere: "Save here", // ours: the section picker's row for the board itself
  back: "Back", // ours
  cancel: "Cancel", // ours
  sectionNameLabel: "Section name", // ours
  sectionNameHint: 'Like "Soups" or "Weekend"', // ours
  add: "Add", // ours
  adding: "Adding…", // ours
  suggestedNames: "Suggested names", // ours (§2 "Suggested board names list")
  pinPreview: "The Pin you're saving", // ours: the preview's accessible name
  // §6 acting for an ad account: the Secret toggle becomes a disabled Protected board switch
  protectedBoard: "Protected board",
  protectedBoardHint: (adAccount: string) => `You're acting for ${adAccount}: its boards are protected and aren't listed on your profile.`, // ours
  // §2 "A sensitive-content notice can replace the content" (common/saving/save-success/save-notice.ts)
  sensitiveNoticeLabel: "Sensitive content", // ours: the notice's accessible name
  saveAnyway: "Save anyway", // ours: past a SENSITIVE Pin's notice to the picker
  sensitiveFallbackTitle: "This Pin is about a sensitive topic", // ours: a SENSITIVE advisory without a notice of its own
  sensitiveFallbackText: "Some people may find it upsetting. You can still save it.", // ours
  abusiveTitle: "This Pin can't be saved", // ours: an ABUSIVE topic's Pin
  abusiveText: "It may go against our community guidelines.", // ours
  // §2 the save-success dialog
  send: "Send",
  seeItNow: "See it now",
  promoteYourPin: "Promote your Pin",
  followOfficial: (name: string) => `More from ${name}`, // ours: the follow card's heading
  moreFromSite: "More from this site", // ours: the website-media grid's name
  videoDuration: (duration: string) => `Video, ${duration}`, // ours: the video badge's label
  // The hashtag flyout (saving.md §2 "Hashtag autocomplete flyout"; ours: the spec shows no text)
  hashtagSuggestions: "Hashtag suggestions",
  hashtagSuggestionCount: (n: number) =>
    n === 1 ? "1 hashtag suggestion. Up and down arrows to choose." : `${n} hashtag suggestions. Up and down arrows to choose.`,
  pinDescriptionLabel: "Description",
  pinDescriptionHint: "Tell everyone what your Pin is about. Add #hashtags to help people find it.",
} as const;
