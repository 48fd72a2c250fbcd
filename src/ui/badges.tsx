/** Badges shared by the problem list and the problem page (spec §2.3, §2.5). */
import { TEXT } from '../../common/texts.ts';

/**
 * DaisyUI badge colour of a difficulty: easy green (success), medium yellow (warning),
 * hard red (error), anything else neutral.
 */
export function difficultyBadgeClass(difficulty: string): string {
  switch (difficulty.toLowerCase()) {
    case 'easy':
      return 'badge-success';
    case 'medium':
      return 'badge-warning';
    case 'hard':
      return 'badge-error';
    default:
      return 'badge-neutral';
  }
}

/** Display label of a difficulty (`easy` → `Easy`). */
export function difficultyLabel(difficulty: string): string {
  return TEXT.difficulty[difficulty.toLowerCase()] ?? difficulty;
}

/** Display label of a tag (`Linkedlist` → `Linked List`). */
export function tagLabel(tag: string): string {
  return TEXT.tag[tag] ?? tag;
}

/** Coloured difficulty badge. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return <span className={`badge badge-sm whitespace-nowrap ${difficultyBadgeClass(difficulty)}`}>{difficultyLabel(difficulty)}</span>;
}

/** Outlined tag badge. */
export function TagBadge({ tag }: { tag: string }) {
  return <span className="badge badge-sm badge-outline whitespace-nowrap">{tagLabel(tag)}</span>;
}
