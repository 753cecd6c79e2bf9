const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** One decimal with the Spanish comma: 12.44 → '12,4'. */
const oneDecimal = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * A file's size as people read it in Spanish: '512 B', '4 KB', '12,4 MB', '1,2 GB' (binary
 * units, as the operating system shows them). Negative or unusable sizes read as '0 B'.
 */
export function formatByteSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (size < KB) return `${Math.round(size)} B`;
  if (size < MB) return `${Math.round(size / KB)} KB`;
  if (size < GB) return `${oneDecimal(size / MB)} MB`;
  return `${oneDecimal(size / GB)} GB`;
}
