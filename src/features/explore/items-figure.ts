/**
 * The "items" figure of an Explore card (spec §2.7: a whole number 0–4 that is not real data).
 * It is derived from the resource's address, so a card shows the same figure on every render,
 * reload and device.
 */
import { fnv1a } from '../../../common/domain/calendar.ts';

/** Largest figure shown. */
export const ITEMS_FIGURE_MAX = 4;

/** @returns a whole number 0–4, always the same for the same `key` (FNV-1a of it, modulo 5) */
export function itemsFigure(key: string): number {
  return fnv1a(key) % (ITEMS_FIGURE_MAX + 1);
}
