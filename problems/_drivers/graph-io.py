# Standard input's whitespace-separated tokens (read on first use) and the next token's index.
_tokens: list[bytes] | None = None
_pos = 0


# The next n tokens of standard input (fewer, or none, after its end).
def _take(n: int) -> list[bytes]:
    global _tokens, _pos
    if _tokens is None:
        _tokens = sys.stdin.buffer.read().split()
    chunk = _tokens[_pos:_pos + n]
    _pos += n
    return chunk


# Reads the next integer of standard input (0 after its end).
def next_int() -> int:
    chunk = _take(1)
    return int(chunk[0]) if chunk else 0


# Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
def read_rows(count: int, width: int) -> list[list[int]]:
    values = [int(t) for t in _take(count * width)]
    values += [0] * (count * width - len(values))
    return [values[i:i + width] for i in range(0, count * width, width)]


# Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
def read_edge_list(width: int) -> list[list[int]]:
    return read_rows(next_int(), width)
