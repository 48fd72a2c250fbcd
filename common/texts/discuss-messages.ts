import { COMMENT_MAX, DISCUSSION_CONTENT_MAX, DISCUSSION_HEADER_MAX } from '../contract/limits.ts';
/** Validation messages of new discussions and comments (spec §5), shared by the PWA and the server. */
export const DISCUSS_MSG = {
  topicRequired: 'Please choose a topic',
  /** Spec §5: the message of an empty HEADER reads 'Topic is required' (sic). */
  headerRequired: 'Topic is required',
  contentRequired: 'Content is required',
  headerTooLong: `Header must be at most ${DISCUSSION_HEADER_MAX} characters`,
  contentTooLong: `Content must be at most ${DISCUSSION_CONTENT_MAX} characters`,
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${COMMENT_MAX} characters`,
} as const;
