/**
 * Message catalogue of the saving area, verbatim from saving.md. Every string the saving pages or
 * API show lives here; test/common/spec-strings.test.ts lists the spec's strings not yet here.
 * "ours" marks text where the spec shows none.
 */
import { BOARD_NAME_MAX_LENGTH, SECTION_NAME_MAX_LENGTH } from "./constants";

/** saving.md §5 "Please enter no more than {{ maxLength }} characters." */
const tooManyCharacters = (maxLength: number | string) => `Please enter no more than ${maxLength} characters.`;

/**
 * The message of each result of the name rules (common/saving/rules/names.ts), the limits filled
 * in. The error catalogue uses them, and so do forms, which then need not load the catalogue
 * (SAVING_MESSAGES refers to these, not the other way round, so a page's bundle leaves it out).
 */
export const NAME_RULE_MESSAGES = {
  BOARD_NAME_MISSING: "Don't forget to name your board!", // §5 board name
  BOARD_NAME_TOO_LONG: /* @__PURE__ */ tooManyCharacters(BOARD_NAME_MAX_LENGTH),
  SECTION_NAME_MISSING: "Don't forget to name your section!", // ours (§5 "trimmed and required"; no text shown)
  SECTION_NAME_TOO_LONG: /* @__PURE__ */ tooManyCharacters(SECTION_NAME_MAX_LENGTH),
} as const;

export const SAVING_MESSAGES = {
  // §8 moving pins while a board action runs
  boardActionPending: "Please wait until the previous board action finishes.",
  // §5 board name
  boardNameMissing: NAME_RULE_MESSAGES.BOARD_NAME_MISSING,
  /** §5 "Please enter no more than {{ maxLength }} characters." */
  tooManyCharacters,
  boardNameTaken: "You already have a board with that name.", // ours
  // §5 section name ("trimmed and required"; the spec shows no text)
  sectionNameMissing: NAME_RULE_MESSAGES.SECTION_NAME_MISSING, // ours
  sectionNameTaken: "This board already has a section with that name.", // ours
  sectionPinsInvalid: "Only Pins on this board can go into its section.", // ours
  sectionNotOnBoard: "That section isn't on this board.", // ours
  // Not found and not allowed (ours)
  boardNotFound: "Sorry, we couldn't find that board.",
  pinNotFound: "Sorry, we couldn't find that Pin.",
  sectionNotFound: "Sorry, we couldn't find that section.",
  userNotFound: "Sorry, we couldn't find that person.",
  notBoardOwner: "Only the board's owner can do that.",
  // Pin creation (ours)
  pinImageMissing: "Add an image to create a Pin.",
  pinImageInvalid: "That image can't be used. Try a JPEG, PNG, WebP or GIF under 48 KB.",
  pinImageUrlUnsupported: "Pins can only be made from images already on Pinboard for now.",
  pinNotSaveable: "This Pin may go against our community guidelines, so it can't be saved.",
  pinLinkInvalid: "Enter a link that starts with http:// or https://",
  pinImageUnreachable: "We couldn't get that image. Try another one.",
  pageUnreachable: "We couldn't read that page.",
  instagramCodeInvalid: "That Instagram authorization didn't work. Try connecting again.",
  // §8 creating a board fails: the fallback
  createBoardFailed: "Uh oh! Something went wrong.",
  // Following (ours)
  cannotFollowSelf: "You can't follow yourself.",
  // Moving pins (ours; saving.md §5 "Moving pins to the same board and same section is rejected")
  bulkMoveSamePlace: "Those Pins are already there. Pick another board or section.",
  bulkPinsInvalid: "Only Pins of this board (or of this section) can be moved from it.",
  bulkTooManyPins: "That's too many Pins to move at once. Move fewer at a time.",
  // Collaborators and invites (ours; saving.md §6 "Only a normal owner can … invite collaborators")
  invitesNotAllowed: "Collaborators can't be invited to this board.",
  inviteNotFound: "Sorry, we couldn't find that invite. It may have been declined or withdrawn.",
  inviteResendTooSoon: "You can re-send this invite in a minute.",
  collaboratorNotFound: "That person doesn't collaborate on this board.",
  tooManyCollaborators: "This board already has as many collaborators as it can.",
} as const;

/**
 * Words the saving pages show (headings, buttons, labels). Verbatim from saving.md where it has
 * them; "ours" elsewhere.
 */
export const SAVING_COPY = {
  save: "Save", // ours (the product's Save button)
  saved: "Saved", // ours
  saving: "Saving…", // ours: the Save button while it works
  thisPin: "this Pin", // ours: the Save button's hidden object when a Pin has no title
  view: "View", // §9 the saved toast's View button (/pin/{id})
  /** §2 toast 'Saved to {board}' */
  savedTo: (board: string) => `Saved to ${board}`,
  /** §2 toast 'Saved to {section} in {board}' */
  savedToSection: (section: string, board: string) => `Saved to ${section} in ${board}`,
  follow: "Follow", // ours
  following: "Following", // ours
  moreIdeas: "More ideas", // ours: the no-JavaScript link to the next page of a feed
  loadingMore: "Loading more ideas…", // ours
  endOfFeed: "You've seen everything here for now.", // ours
  emptyFeed: "No Pins yet. Save something you love and it will show up here.", // ours
  emptyBoard: "There aren't any Pins on this board yet.", // ours
  emptyProfile: "No boards yet.", // ours
  emptySection: "There aren't any Pins in this section yet.", // ours
  allInSections: "Every Pin on this board is in one of its sections.", // ours
  pinsOf: (name: string) => `Pins in ${name}`, // ours: a grid's accessible name
  homeFeedHeading: "Ideas for you", // ours
  pinCount: (n: number) => `${n} ${n === 1 ? "Pin" : "Pins"}`, // ours
  sectionCount: (n: number) => `${n} ${n === 1 ? "section" : "sections"}`, // ours
  followers: (n: number) => `${n} ${n === 1 ? "follower" : "followers"}`, // ours
  followingCount: (n: number) => `${n} following`, // ours
  secretBoard: "Secret board", // ours: the lock icon's label
  boardsHeading: "Boards", // ours
  archivedBoardsHeading: "Archived", // ours: the profile's group of archived boards (issue 34)
  sectionsHeading: "Sections", // ours
  savedBy: "Saved by", // ours
  savedToBoard: "Saved to", // ours: the pin page's board line
  editPin: "Edit", // ours: the pin page's link to /pin/{id}/edit (issue 34)
  savedFrom: "Saved from", // ours: the pin page's line naming the via pinner of a repin
  moreFrom: (board: string) => `More from ${board}`, // ours
  visitSite: "Visit site", // ours
  downloadImage: "Download image", // ours: the Pin page's Download (auth.md §2.2 download sources)
  createBoardTitle: "Create board", // §2 modal title 'Create board'
  boardNameLabel: "Name", // ours
  boardNamePlaceholderHint: 'Like "Places to go" or "Recipes to make"', // ours
  secretToggle: "Keep this board secret", // ours (§2 "a Secret toggle")
  secretHint: "So only you can see it", // ours
  create: "Create", // ours
  creating: "Creating…", // ours
  tryAgain: "Try again", // ours
  noBoardsYet: "Create a board to save this Pin to.", // ours
  imageTooSmall: "Image too small to show", // ours (business.md §4: sides must exceed 119 px)
  boardBy: (name: string) => `A board by ${name}`, // ours
  pinBy: (name: string) => `Pin by ${name}`, // ours: the name of a Pin without a title
  moreBoards: "More boards", // ours: the link to a profile's next page of boards
  profileDescription: (name: string) => `See what ${name} saves on Pinboard.`, // ours
  boardDescription: (board: string, name: string) => `${board}, a board by ${name} on Pinboard.`, // ours
  // The pin create page and the bookmarklet (saving.md §2, §4, §9; ours where the spec shows no text)
  pinCreateTitle: "Create Pin",
  pinCreatedId: (id: string) => `Pin ${id}`,
  closeWindow: "Close",
  noImageFound: "No image found on that page. The Pin will be saved without a preview here.",
  fromSite: (host: string) => `From ${host}`,
  signupToSave: "Sign up to save this idea",
  bookmarkletTitle: "The Pinboard bookmarklet",
  bookmarkletIntro:
    "Drag the Save button to your bookmarks bar. On any page, press it to save an image from that page to one of your boards.",
  bookmarkletButton: "Save",
  bookmarkletSource: "The bookmarklet's code",
  // The Instagram upsell (saving.md §2, verbatim but the product's name) and /settings/claim/ (ours)
  upsellHeading: "Now you can turn your Instagram posts into Pins",
  upsellBody: "Connect your Instagram account with Pinboard and automatically create Pins from your Instagram posts.",
  connectNow: "Connect now",
  dismissModal: "Dismiss modal",
  claimTitle: "Claim your accounts",
  listedWebsiteLabel: "Website",
  listedWebsiteHint: "The website you list on your profile",
  saveSettings: "Save",
  settingsSaved: "Saved!",
  instagramHeading: "Instagram",
  connectInstagram: "Connect Instagram",
  instagramConnected: (username: string) => `Connected as @${username}`,
  disconnect: "Disconnect",
  finishConnecting: (username: string) => `Connect @${username}`,
  standInTitle: "Instagram (local stand-in)",
  standInIntro: "This stands in for Instagram's sign-in while the project has no Instagram app. Name the account to connect.",
  instagramUsernameLabel: "Instagram username",
  allow: "Allow",
  // Organize mode (ours; saving.md §4 moving pins): the board page's link. The mode's own words
  // are ORGANIZE_COPY (./move-pins/messages.ts: its chunk loads them; every page loads this one).
  organize: "Organize",
  addSection: "Add section", // ours: the board page's link to /board/{id}/create_section/ (issue 34 item 9)
  // Collaborators and invites (saving.md §2 collaborator search, §5 invite prompts, §9 face pile)
  inviteKeepTyping: "Keep typing!", // §5 the typed email is not valid yet
  inviteClickToSend: "Click to send!", // §5 the typed email is valid
  inviteDone: "Done!", // §5 the email is selected
  collaboratorsLabel: "Collaborators", // ours: the create-board field and the board's people
  collaboratorsHint: "Search by name, or enter an email address", // ours
  collaboratorsNoJsHint: "Email addresses or usernames, separated by commas", // ours: the field without JavaScript
  inviteQueue: "People to invite", // ours: the queue's accessible name
  removeFromQueue: (name: string) => `Don't invite ${name}`, // ours
  remove: "Remove", // ours
  removeCollaborator: (name: string) => `Remove ${name}`, // ours
  collaboratorRemoveFailed: (name: string) => `${name} couldn't be removed. Try again.`, // ours (§8 "The collaborator is restored")
  pendingInvitesLabel: "Invited", // ours: the board owner's list of pending invites
  resendInvite: "Re-send", // ours (issue 35)
  resendInviteTo: (name: string) => `Re-send the invite to ${name}`, // ours
  inviteResent: "Invite sent again!", // ours: the toast after a re-send
  boardMembers: (names: string) => `Board by ${names}`, // ours: the face pile's sentence
  invitesHeading: "Invitations", // ours: the invitee's notifications list
  invitedYou: (inviter: string, board: string) => `${inviter} invited you to collaborate on ${board}`, // ours
  acceptInvite: "Accept", // ours
  declineInvite: "Decline", // ours
  joinToAccept: "Sign up to join", // ours: the invite page for a logged-out visitor
  logInToAccept: "Log in", // ours
  inviteGone: "This invite isn't available any more.", // ours
  joinedBoard: (board: string) => `You joined ${board}`, // ours
} as const;

/** The board invite email (ours; saving.md §4 invites, sent to the local mailbox where there is no binding). */
export const INVITE_EMAIL_COPY = {
  subject: (inviter: string, board: string) => `${inviter} invited you to the board ${board} on Pinboard`,
  intro: (inviter: string, board: string) => `${inviter} invited you to save Pins together on the board "${board}".`,
  button: "See the board",
  ignore: "If you don't want to join, you can ignore this email.",
  signature: "— The Pinboard team",
} as const;
