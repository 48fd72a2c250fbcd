/**
 * The Python half of the offline Python runner: a module, run once per loaded Pyodide, that
 * defines `run_program(code, stdin, out_limit, err_keep)`. `python-program.ts` calls it for each
 * run and turns its answer into a `ProgramOutcome`.
 *
 * It reproduces what the judge does with a Python program (`server/judge/languages.ts`):
 * - the compile step: `compile(source, "main.py", "exec", dont_inherit=True)` of the UTF-8 bytes,
 *   a `SyntaxError` printed with `traceback.format_exception_only`, so the text is the judge's
 *   `File "main.py", line N … SyntaxError: …` (the program itself is compiled as `/box/main.py`, the
 *   name tracebacks show on the judge);
 * - the run: `python3 -I -B main.py` in `/box`, i.e. a fresh `__main__` module with
 *   `__file__ == "/box/main.py"`, `sys.argv == ["main.py"]`, CPython's stdio on files under
 *   `LANG=C.UTF-8` (stdin split at `\n` only and UTF-8 strict, stdout UTF-8 strict and block
 *   buffered, stderr `backslashreplace`), `sys.exit(n)` → exit status `n & 0xff` (`None` → 0, any
 *   other object printed to stderr → 1), an uncaught exception → its traceback on stderr (printed
 *   by CPython's own `sys.__excepthook__` from the source written to `/box/main.py`) and 1; the
 *   recursion limit counts from the program's module frame, as if no driver frame were under it
 *   (`sys.getrecursionlimit()` says 1000 and 1000 frames deep fail as on the judge).
 * - the output limit: stdout that reaches `out_limit` bytes stops the program (an exception the
 *   program is not meant to catch) and the run is reported as over the limit whatever it does then;
 *   stderr keeps its first `err_keep` bytes.
 *
 * As on the judge, the program has the `site` builtins (`exit()`, `quit()`, `help` …) but only the
 * standard library: Pyodide's own modules (`js`, `pyodide` …) cannot be imported.
 *
 * Each run leaves nothing behind: modules it imported are dropped from `sys.modules`, `builtins`,
 * `sys.argv`, `sys.path`, the standard streams, the recursion limit and the integer string
 * conversion limit are restored. The answer is a tuple
 * `("compile", message)` or `("ran", exit_code, stdout, stderr, output_limit_exceeded)`.
 */
export const PYTHON_DRIVER = String.raw`
import builtins, io, linecache, os, sys, traceback, types

_RECURSION_LIMIT = sys.getrecursionlimit()
_INT_MAX_STR_DIGITS = sys.get_int_max_str_digits()
# The builtins a program starts with: CPython's, with what "site" adds (exit, quit, help …), as on the judge.
_PROGRAM_BUILTINS = dict(builtins.__dict__)
# Pyodide's own modules, absent from the judge's Python: importing them fails in a program.
_BLOCKED_MODULES = ("js", "pyodide_js", "pyodide", "_pyodide", "_pyodide_core", "micropip")


class _OutputLimit(BaseException):
    """Raised in the program when its stdout reaches the output limit."""


class _Sink(io.RawIOBase):
    """Keeps the first "limit" bytes written; "stops" raises _OutputLimit when they are reached."""

    def __init__(self, limit, stops):
        self.parts = []
        self.size = 0
        self.limit = limit
        self.stops = stops
        self.exceeded = False

    def writable(self):
        return True

    def write(self, b):
        n = len(b)
        room = self.limit - self.size
        if n < room or (not self.stops and n <= room):
            self.parts.append(bytes(b))
            self.size += n
            return n
        if room > 0:
            self.parts.append(bytes(b[:room]))
            self.size += room
        if not self.stops:
            return n
        self.exceeded = True
        raise _OutputLimit("output limit exceeded")

    def text(self):
        return b"".join(self.parts).decode("utf-8", "replace")


def _exit_status(code, stderr):
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    try:
        stderr.write(str(code) + "\n")
    except BaseException:
        pass
    return 1


def _print_uncaught(e):
    # CPython's own printer (PyErr_Display), as "python3 main.py" uses: it reads the source lines
    # from /box/main.py.
    tb = e.__traceback__.tb_next if e.__traceback__ is not None else None
    try:
        sys.__excepthook__(type(e), e.with_traceback(tb), tb)
    except BaseException:
        pass


def _limit_recursion(offset):
    """Gives the program CPython's recursion limit as if its module were the outermost frame."""
    real_get, real_set = sys.getrecursionlimit, sys.setrecursionlimit

    def getrecursionlimit():
        return real_get() - offset

    def setrecursionlimit(limit):
        real_set(limit + offset if isinstance(limit, int) else limit)

    real_set(_RECURSION_LIMIT + offset)
    sys.getrecursionlimit, sys.setrecursionlimit = getrecursionlimit, setrecursionlimit
    return real_get, real_set


def _execute(compiled, stderr):
    main = types.ModuleType("__main__")
    main.__dict__.update(__file__="/box/main.py", __cached__=None, __builtins__=builtins)
    sys.modules["__main__"] = main
    # The frames under the program's module: this one and run_program's.
    offset = 0
    frame = sys._getframe()
    while frame is not None:
        offset += 1
        frame = frame.f_back
    real_get, real_set = _limit_recursion(offset)
    try:
        exec(compiled, main.__dict__)
        return 0
    except SystemExit as e:
        return _exit_status(e.code, stderr)
    except _OutputLimit:
        return 1
    except BaseException as e:
        _print_uncaught(e)
        return 1
    finally:
        sys.getrecursionlimit, sys.setrecursionlimit = real_get, real_set
        real_set(_RECURSION_LIMIT)


def _flush(stream):
    try:
        stream.flush()
    except BaseException:
        pass


def run_program(code, stdin, out_limit, err_keep):
    source = code.encode("utf-8", "surrogatepass")
    try:
        compile(source, "main.py", "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        return ("compile", "".join(traceback.format_exception_only(type(e), e)))
    compiled = compile(source, "/box/main.py", "exec", dont_inherit=True)
    out_sink = _Sink(out_limit, True)
    err_sink = _Sink(err_keep, False)
    stdout = io.TextIOWrapper(io.BufferedWriter(out_sink), encoding="utf-8", errors="strict", newline="\n")
    stderr = io.TextIOWrapper(io.BufferedWriter(err_sink), encoding="utf-8", errors="backslashreplace", newline="\n", line_buffering=True)
    data = stdin.encode("utf-8", "surrogatepass")
    reader = io.TextIOWrapper(io.BufferedReader(io.BytesIO(data)), encoding="utf-8", errors="strict", newline="\n")
    saved = (sys.stdin, sys.stdout, sys.stderr, list(sys.argv), list(sys.path), sys.modules.get("__main__"))
    saved_builtins = dict(builtins.__dict__)
    modules_before = set(sys.modules)
    blocked = {name: sys.modules[name] for name in _BLOCKED_MODULES if name in sys.modules}
    for name in _BLOCKED_MODULES:
        sys.modules[name] = None
    builtins.__dict__.clear()
    builtins.__dict__.update(_PROGRAM_BUILTINS)
    os.makedirs("/box", exist_ok=True)
    with open("/box/main.py", "wb") as f:
        f.write(source)
    linecache.cache.pop("/box/main.py", None)
    sys.set_int_max_str_digits(_INT_MAX_STR_DIGITS)
    sys.stdin, sys.stdout, sys.stderr, sys.argv = reader, stdout, stderr, ["main.py"]
    try:
        status = _execute(compiled, stderr)
        _flush(stdout)
        _flush(stderr)
    finally:
        bd = builtins.__dict__
        bd.clear()
        bd.update(saved_builtins)
        sys.stdin, sys.stdout, sys.stderr = saved[0], saved[1], saved[2]
        sys.argv = saved[3]
        sys.path[:] = saved[4]
        for name in set(sys.modules) - modules_before:
            del sys.modules[name]
        sys.modules.update(blocked)
        if saved[5] is not None:
            sys.modules["__main__"] = saved[5]
        linecache.cache.pop("/box/main.py", None)
        sys.setrecursionlimit(_RECURSION_LIMIT)
        sys.set_int_max_str_digits(_INT_MAX_STR_DIGITS)
    return ("ran", status, out_sink.text(), err_sink.text(), out_sink.exceeded)
`;
