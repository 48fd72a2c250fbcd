/** Size limits of learner content that the contract, the text catalogue and both tiers share. */

/** Characters of a note's title. */
export const NOTE_TITLE_MAX = 200;
/** Characters of a note's body. */
export const NOTE_BODY_MAX = 20_000;
/** Notes one learner may keep on one problem. */
export const MAX_NOTES_PER_PROBLEM = 200;

/** Characters of a discussion's header. */
export const DISCUSSION_HEADER_MAX = 200;
/** Characters of a discussion's content. */
export const DISCUSSION_CONTENT_MAX = 10_000;
/** Characters of one comment on a discussion. */
export const COMMENT_MAX = 2_000;
