/** A file size in Bytes, KB, MB or GB (spec §9), at most 2 decimals. */
export function formatBytes(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return `${i === 0 ? value : +value.toFixed(2)} ${units[i]}`;
}
