/**
 * Adds `delta` to `key`'s count in `counts`, removing the key when its count reaches 0, so the map
 * holds only keys with a count and its `size` is how many there are.
 * @returns the new count
 */
export function addCount(counts: Map<string, number>, key: string, delta: number): number {
  const n = (counts.get(key) ?? 0) + delta;
  if (n === 0) counts.delete(key);
  else counts.set(key, n);
  return n;
}
