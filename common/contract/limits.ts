/** Size limits of learner content that the contract, the text catalogue and both tiers share. */

/** Characters of a note's title. */
export const NOTE_TITLE_MAX = 200;
/** Characters of a note's body. */
export const NOTE_BODY_MAX = 20_000;
/** Notes one learner may keep on one problem. */
export const MAX_NOTES_PER_PROBLEM = 200;
