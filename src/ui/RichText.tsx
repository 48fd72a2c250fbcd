/**
 * Plain statement text with light markup: paragraphs separated by blank lines, single line
 * breaks kept, and `inline code` marks rendered as <code>. Never interprets HTML.
 */

/** Splits one line of text into plain and `code` segments. */
export function splitInlineCode(text: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  const re = /`([^`\n]+)`/g;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) parts.push({ code: false, text: text.slice(last, m.index) });
    parts.push({ code: true, text: m[1] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ code: false, text: text.slice(last) });
  return parts;
}

/** Renders text with `inline code` marks. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {splitInlineCode(text).map((p, i) => (p.code ? <code key={i}>{p.text}</code> : <span key={i}>{p.text}</span>))}
    </>
  );
}

/** Renders paragraphs (blank-line separated) with inline code. */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return (
    <div className={`pj-prose flex flex-col gap-3 leading-relaxed ${className}`}>
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          <InlineText text={p} />
        </p>
      ))}
    </div>
  );
}
