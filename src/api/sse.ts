/**
 * A server-sent events reader (the `text/event-stream` format of the WHATWG HTML standard,
 * §9.2 "Server-sent events"): events are separated by a blank line; `event:` names one, `data:`
 * lines carry its data (joined with newlines); lines starting with ':' are comments.
 */

/** One event: its name (default `message`) and data. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits the complete events off the front of `buffer`.
 * @returns the events and the incomplete rest (keep it and prepend it to the next chunk)
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Reads a `text/event-stream` body to its end, calling `onEvent` for each event.
 * @throws what reading the body throws (network errors, abort)
 */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (e: SseEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const parsed = parseSse(done ? `${buffer}\n\n` : buffer);
    buffer = parsed.rest;
    for (const e of parsed.events) onEvent(e);
    if (done) return;
  }
}
