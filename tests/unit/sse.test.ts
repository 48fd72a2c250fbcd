import { describe, expect, it } from 'vitest';
import { parseSse, readSse, type SseEvent } from '../../src/api/sse.ts';

describe('server-sent events reader', () => {
  it('splits complete events, keeps the incomplete rest, joins data lines, skips comments', () => {
    const { events, rest } = parseSse('event: delta\ndata: {"text":"a"}\n\n: keep-alive\n\ndata: one\ndata: two\n\nevent: done\ndata: {"sou');
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
    expect(rest).toBe('event: done\ndata: {"sou');
  });

  it('reads a stream whose chunks cut events and characters anywhere', async () => {
    const text = 'event: delta\r\ndata: {"text":"é~ü"}\r\n\r\nevent: done\ndata: {"source":"hints"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const seen: SseEvent[] = [];
    await readSse(body, (e) => seen.push(e));
    expect(seen).toEqual([
      { event: 'delta', data: '{"text":"é~ü"}' },
      { event: 'done', data: '{"source":"hints"}' },
    ]);
  });
});
