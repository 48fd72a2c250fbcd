/**
 * The PWA's IndexedDB database (Dexie 4): the local source of truth every screen reads.
 *
 * Tables (primary key first, then indexes):
 * - `problems`       `_id, position`           — the problem list (spec §7 getAllPrblm) in server order
 * - `problemDetails` `_id`                     — full {@link ProblemDetail} per opened/downloaded problem
 * - `solved`         `_id`                     — the signed-in user's solved problems (list fields)
 * - `stars`          `prblmId`                 — DESIRED saved state per problem (`starred`), see `stars/repository.ts`
 * - `notes`          `_id, prblmId, [prblmId+position]` — one row per note; `rev` = server rev last seen (null: never synced)
 * - `drafts`         `[prblmId+language], prblmId` — editor code (and custom input) per problem and language
 * - `submissions`    `localId, serverId, prblmId, createdAtMs` — local (queued) and server submissions
 * - `outbox`         `++seq, &id, target, state, [userId+state]` — queued writes, see `outbox.ts`
 * - `kv`             `key`                     — current user, profile, last sync times, sync pause
 * - `chats`          `prblmId`                 — the AI helper conversation of each problem (version 3)
 * - `discussions`    `_id, createdAtMs, userId` — the discussion board, with this device's unsynced
 *                                               posts, comments and votes applied (version 4)
 *
 * Versions: each `version(n)` lists the full schema of that version; an `upgrade` function
 * rewrites existing rows when a version changes their shape. Add a new version, never edit an old one.
 *
 * Private tables (cleared when another user signs in or the user signs out):
 * {@link PRIVATE_TABLES}. The outbox is keyed by user instead (see `session/repository.ts`).
 */
import type { GroupResult } from '../../../common/judging/scoring.ts';
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { ChatTurn, Discussion, DiscussionComment, DiscussionTopic, FailedTestCase, Language, ProblemDetail, ProblemSummary, SubmissionStatus } from '../../../common/contract/index.ts';

/** A problem of the list, with its index in the server's list order. */
export interface ProblemRow extends ProblemSummary {
  /** 0-based index in the order of `GET /api/prblm/getAllPrblm`. */
  position: number;
  /** Accepted judged submissions of all learners (absent in rows cached by an older version). */
  acceptedCount?: number;
  /** Judged submissions of all learners (absent in rows cached by an older version). */
  submissionCount?: number;
  /** ISO time of the problem's last change on the server (absent in rows cached by an older version). */
  updatedAt?: string;
}

/** A cached problem detail. */
export interface ProblemDetailRow extends ProblemDetail {
  /** When it was fetched, ms since epoch. */
  fetchedAt: number;
}

/** One solved problem of the signed-in user. */
export type SolvedRow = ProblemSummary;

/** The desired saved state of one problem (what the learner last chose on this device). */
export interface StarRow {
  prblmId: string;
  starred: boolean;
  /** ms since epoch of the last local change or server refresh. */
  updatedAt: number;
}

/** One note. */
export interface NoteRow {
  /** 24 lowercase hex characters, generated on the client. */
  _id: string;
  prblmId: string;
  title: string;
  body: string;
  /** Sort key within the problem (ascending). */
  position: number;
  /** Server revision this device last saw; null when the note never reached the server. */
  rev: number | null;
  /** ms since epoch of the last change (local or from the server). */
  updatedAt: number;
}

/** Editor contents of one problem in one language. */
export interface DraftRow {
  prblmId: string;
  language: Language;
  code: string;
  /**
   * Client clock of the last edit of `code`, ms since epoch (last write wins on the server); 0 for
   * a row that only holds a custom input (its code is the start code, which any synced draft replaces).
   */
  updatedAt: number;
  /**
   * The Testcase tab's custom input (stdin) in this language, on this device only (never synced;
   * absent: the problem's first example is shown).
   */
  customInput?: string;
}

/**
 * Local status of a submission: `queued` (in the outbox, not yet sent), `judging` (sent, waiting
 * for the verdict), the server's statuses, or `failed` (the server refused it: see the outbox op).
 */
export type LocalSubmissionStatus = 'queued' | 'judging' | SubmissionStatus | 'failed';

/** One submission: queued on this device, or judged (from this device or from the server's history). */
export interface SubmissionRow {
  /** Local id (`loc_…` for queued ones; the server `_id` for rows that came from the server's history). */
  localId: string;
  /** Server `_id` once judged, else null. */
  serverId: string | null;
  prblmId: string;
  language: Language;
  code: string;
  status: LocalSubmissionStatus;
  /** Judge0 status id (3 = Accepted), null until judged. */
  status_id: number | null;
  passedTestCases: number | null;
  totalTestCases: number | null;
  /** Seconds (sum over test cases), null until judged. */
  runtime: number | null;
  /** KB (max over test cases), null until judged. */
  memory: number | null;
  error: string | null;
  errorMessage: string | null;
  /** The first failing test (input, expected output, output, stderr; each at most 2 KB), when the server sent one. */
  failedTestCase?: FailedTestCase | null;
  /** A scoring problem's score and full score, when the server sent them (absent or null: pass/fail problem). */
  score?: number | null;
  maxScore?: number | null;
  /** A scoring problem's test groups: score, points and verdict of each. */
  groups?: GroupResult[] | null;
  /** ISO time of creation (local for queued submissions, the server's otherwise). */
  createdAt: string;
  /** Same instant in ms since epoch (index for newest-first lists). */
  createdAtMs: number;
}

/** A comment as stored on this device: `pending` while it has not reached the server. */
export interface DiscussionCommentRow extends DiscussionComment {
  pending?: boolean;
}

/**
 * One discussion (spec §3) as this device shows it: the server's copy with the signed-in user's
 * unsynced posts, comments and votes applied (`src/data/discussions/merge.ts`).
 */
export interface DiscussionRow extends Omit<Discussion, 'stats'> {
  stats: { votes: string[]; views: number; comments: DiscussionCommentRow[] };
  /** `createdAt` in ms since epoch (index for newest-first lists). */
  createdAtMs: number;
  /** True while the post itself has not reached the server. */
  pending?: boolean;
}

/** Kinds of outbox operations. */
export type OutboxKind = 'star' | 'notePut' | 'noteDelete' | 'draft' | 'submit' | 'discussPost' | 'discussComment' | 'discussVote';

/** Payload of each kind (what is sent; self-contained so it survives a sign-out of its user). */
export interface OutboxPayloads {
  star: { prblmId: string; starred: boolean };
  notePut: { prblmId: string; noteId: string; title: string; body: string; position: number; baseRev: number | null };
  noteDelete: { prblmId: string; noteId: string };
  draft: { prblmId: string; language: Language; code: string; updatedAt: number };
  submit: { localId: string; prblmId: string; language: Language; code: string };
  /** A new discussion with its client-generated id; `firstname` and `createdAt` (ISO) show it until the server's copy arrives. */
  discussPost: { discussionId: string; topic: DiscussionTopic; header: string; content: string; firstname: string; createdAt: string };
  /** A new comment with its client-generated id. */
  discussComment: { discussionId: string; commentId: string; comment: string; user: string; date: string };
  /** The DESIRED vote of the op's user (replays and repeats are safe). */
  discussVote: { discussionId: string; voted: boolean };
}

/** Why the last attempt of an op did not succeed. */
export interface OpError {
  /** HTTP status, or null for network errors and time-outs. */
  status: number | null;
  message: string;
  /** ms since epoch. */
  at: number;
}

/** Fields shared by every outbox op. */
interface OutboxOpBase {
  /** Auto-incremented queue position (FIFO). */
  seq?: number;
  /** Client-generated id, sent as `Idempotency-Key`. Replaced when a parked op is retried. */
  id: string;
  /** The user whose change this is; only ever sent while that user is signed in. */
  userId: string;
  /** What the op changes (`star:<id>`, `note:<id>`, `draft:<id>:<lang>`, `submit:<localId>`); ops of one target run in order. */
  target: string;
  /** `pending` (waiting or backing off), `inflight` (being sent), `failed` (parked: needs the user). */
  state: 'pending' | 'inflight' | 'failed';
  /** True once a request with `id` left this device: the payload is then frozen (same key ⇒ same body). */
  sent: boolean;
  /** Attempts that ended in a retryable failure (drives the backoff). */
  attempts: number;
  /** Not before this time (ms since epoch). */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  /** Time of the last local edit merged into this op (coalescing waits for quiet after it). */
  editedAt: number;
  error: OpError | null;
}

/** One queued write. */
export type OutboxOp = { [K in OutboxKind]: OutboxOpBase & { kind: K; payload: OutboxPayloads[K] } }[OutboxKind];

/** Narrowed op type of one kind. */
export type OutboxOpOf<K extends OutboxKind> = Extract<OutboxOp, { kind: K }>;

/** The AI helper conversation of one problem, on this device only. */
export interface ChatRow {
  prblmId: string;
  messages: ChatTurn[];
  /** ms since epoch of the last message. */
  updatedAt: number;
}

/** A key-value row. */
export interface KvRow {
  key: string;
  value: unknown;
}

/** Dexie constructor options that matter here (tests pass fake-indexeddb's). */
export interface PocketDbOptions {
  indexedDB?: { open: (...args: never[]) => unknown };
  IDBKeyRange?: { bound: (...args: never[]) => unknown; lowerBound: (...args: never[]) => unknown; upperBound: (...args: never[]) => unknown };
}

/** Default database name of the PWA. */
export const DB_NAME = 'pocket-judge';

/** Tables holding the signed-in user's private data. */
export const PRIVATE_TABLES = ['solved', 'stars', 'notes', 'drafts', 'submissions', 'chats', 'discussions'] as const;

/** Schema of version 1 (first release of the offline core). */
const V1 = {
  problems: '_id, position',
  problemDetails: '_id',
  solved: '_id',
  stars: 'prblmId',
  notes: '_id, prblmId',
  drafts: '[prblmId+language], prblmId',
  submissions: 'localId, serverId, prblmId, createdAtMs',
  outbox: '++seq, &id, target, state, [userId+state]',
  kv: 'key',
};

/** Version 2: notes get a `[prblmId+position]` index; every note row gets a numeric `position` and a `rev` (null if absent). */
const V2 = { ...V1, notes: '_id, prblmId, [prblmId+position]' };

/** Version 3: the AI helper conversations (`chats`, one row per problem). */
const V3 = { ...V2, chats: 'prblmId' };

/** Version 4: the discussion board (`discussions`). */
const V4 = { ...V3, discussions: '_id, createdAtMs, userId' };

/**
 * v1 → v2: notes written without `position` get one (their order by `updatedAt` within the
 * problem); a missing `rev` becomes null.
 * @param tx Dexie's upgrade transaction
 */
export async function upgradeToV2(tx: { table(name: string): Table }): Promise<void> {
  const notes = tx.table('notes');
  const rows = (await notes.toArray()) as Array<Partial<NoteRow> & { _id: string; prblmId: string }>;
  const byProblem = new Map<string, typeof rows>();
  for (const r of rows) byProblem.set(r.prblmId, [...(byProblem.get(r.prblmId) ?? []), r]);
  for (const list of byProblem.values()) {
    list.sort((a, b) => (a.updatedAt ?? 0) - (b.updatedAt ?? 0));
    let next = Math.max(0, ...list.map((r) => (typeof r.position === 'number' ? r.position + 1 : 0)));
    for (const r of list) {
      const patch: Partial<NoteRow> = {};
      if (typeof r.position !== 'number') patch.position = next++;
      if (r.rev === undefined) patch.rev = null;
      if (Object.keys(patch).length) await notes.update(r._id, patch);
    }
  }
}

/** The Dexie database of Pocket Judge. */
export class PocketDb extends Dexie {
  problems!: EntityTable<ProblemRow, '_id'>;
  problemDetails!: EntityTable<ProblemDetailRow, '_id'>;
  solved!: EntityTable<SolvedRow, '_id'>;
  stars!: EntityTable<StarRow, 'prblmId'>;
  notes!: EntityTable<NoteRow, '_id'>;
  drafts!: Table<DraftRow, [string, Language]>;
  submissions!: EntityTable<SubmissionRow, 'localId'>;
  outbox!: EntityTable<OutboxOp, 'seq'>;
  kv!: EntityTable<KvRow, 'key'>;
  chats!: EntityTable<ChatRow, 'prblmId'>;
  discussions!: EntityTable<DiscussionRow, '_id'>;

  /**
   * @param name IndexedDB database name (default {@link DB_NAME}; tests use a fresh one each)
   * @param options `indexedDB` / `IDBKeyRange` implementations (default: the global ones)
   */
  constructor(name: string = DB_NAME, options: PocketDbOptions = {}) {
    super(name, options as ConstructorParameters<typeof Dexie>[1]);
    this.version(1).stores(V1);
    this.version(2).stores(V2).upgrade(upgradeToV2);
    this.version(3).stores(V3);
    this.version(4).stores(V4);
  }
}

/** Schema versions by number, for tests that open an older version. */
export const SCHEMAS = { 1: V1, 2: V2, 3: V3, 4: V4 } as const;

let defaultDb: PocketDb | null = null;

/** The app's database (created on first use, name {@link DB_NAME}). */
export function getDb(): PocketDb {
  defaultDb ??= new PocketDb();
  return defaultDb;
}
