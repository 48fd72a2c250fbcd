/*
 * pj-java-harness: runs one judge job's Java test cases in one JVM, one after the other.
 *
 * Starting a JVM costs a few hundred milliseconds of CPU; a job of 13 test cases started 13 of them.
 * This harness is started once (in the same sandbox as any learner program: bubblewrap, seccomp, the
 * job's cgroup and uid) and runs the program's `main` once per test case, each time as a program of
 * its own would see it:
 * - fresh statics: the program's classes are loaded by a new class loader per test case (its parent
 *   is the platform class loader, so the harness's own classes are invisible to it);
 * - its own stdin, stdout and stderr: System.in reads the test's input file, System.out and
 *   System.err are buffered into frames on the harness's stdout, which the judge writes to that
 *   test's files; the writable directories (/tmp, /dev/shm) are emptied after each test (a JVM whose
 *   directories cannot be emptied is replaced);
 * - `main` runs in a thread named "main" (stack size: the JVM's -Xss); the test ends when `main` and
 *   every non-daemon thread the test started have ended, as a JVM ends. An uncaught exception is
 *   printed as the JVM prints it ("Exception in thread "main" …") and the exit status is 1.
 * - the judge measures the test's CPU time, peak memory and wall clock through the JVM's cgroup and
 *   enforces the limits from outside (it ends the JVM). System.exit ends the JVM with its status
 *   (a shutdown hook sends the test's buffered output first).
 * Whenever the JVM may no longer be as fresh as a new one (threads of the test still alive, an
 * OutOfMemoryError or StackOverflowError), the harness says so in its DONE frame and halts; the
 * judge starts a new JVM for the next test. The judge also starts one after any test that did not end
 * cleanly.
 *
 * Usage: java JavaHarness CLASS_DIR MAIN_CLASS INPUT_DIR [SCRATCH_DIR …]
 *
 * Wire format (big-endian, java.io.DataInput/DataOutput):
 *   request (stdin):   int nameLength, byte[] name (UTF-8): the test's input file in INPUT_DIR;
 *                      nameLength -1, or end of stdin, ends the harness (exit status 0).
 *   frames (stdout):   int magic 0xFF504A48, byte kind, int length, byte[length] payload:
 *                      'R' ready (empty, once at start), 'O' stdout bytes, 'E' stderr bytes,
 *                      'D' done: int exitStatus, byte restart (1: the harness halts after this frame).
 * Nothing else is written to stdout: the JDK's own System.out and System.err outside a test go to
 * stderr, and the judge starts the JVM with -XX:+DisplayVMOutputToStderr.
 */
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class JavaHarness {
  static final int MAGIC = 0xFF504A48;
  static final byte READY = 'R', OUT = 'O', ERR = 'E', DONE = 'D';
  /** Bytes a test's stdout or stderr buffers before it becomes a frame. */
  static final int FRAME_BYTES = 1 << 16;

  private static DataOutputStream wire;
  private static final Object WIRE_LOCK = new Object();
  /** The running test's output streams, sealed by the shutdown hook when the program calls System.exit. */
  private static volatile FrameStream currentOut, currentErr;

  private JavaHarness() {}

  static void frame(byte kind, byte[] bytes, int off, int len) {
    synchronized (WIRE_LOCK) {
      try {
        wire.writeInt(MAGIC);
        wire.writeByte(kind);
        wire.writeInt(len);
        wire.write(bytes, off, len);
        wire.flush();
      } catch (IOException e) {
        // The judge has gone: nothing left to report to.
        Runtime.getRuntime().halt(4);
      }
    }
  }

  /** A test's stdout or stderr: bytes buffered into frames of one kind; a learner's flush() sends nothing early. */
  static final class FrameStream extends OutputStream {
    private final byte kind;
    private final byte[] buf = new byte[FRAME_BYTES];
    private int n;
    private boolean sealed;

    FrameStream(byte kind) {
      this.kind = kind;
    }

    @Override
    public synchronized void write(int b) {
      if (sealed) return;
      if (n == buf.length) send();
      buf[n++] = (byte) b;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      if (sealed) return;
      while (len > 0) {
        if (n == buf.length) send();
        int k = Math.min(len, buf.length - n);
        System.arraycopy(b, off, buf, n, k);
        n += k;
        off += k;
        len -= k;
      }
    }

    private void send() {
      if (n > 0) frame(kind, buf, 0, n);
      n = 0;
    }

    /** Sends what is buffered; later writes are dropped (the test has ended). */
    synchronized void seal() {
      if (sealed) return;
      send();
      sealed = true;
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: JavaHarness CLASS_DIR MAIN_CLASS INPUT_DIR [SCRATCH_DIR ...]");
      System.exit(2);
    }
    URL[] classPath = {Path.of(args[0]).toUri().toURL()};
    String mainClass = args[1];
    Path inputDir = Path.of(args[2]);
    List<Path> scratch = new ArrayList<>();
    for (int i = 3; i < args.length; i++) scratch.add(Path.of(args[i]));

    wire = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), FRAME_BYTES + 16));
    DataInputStream control = new DataInputStream(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
    PrintStream log = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
    System.setOut(log);
    System.setErr(log);
    System.setIn(new ByteArrayInputStream(new byte[0]));
    Runtime.getRuntime().addShutdownHook(new Thread(JavaHarness::sealCurrent, "pj-harness-exit"));
    frame(READY, new byte[0], 0, 0);

    for (;;) {
      int length;
      try {
        length = control.readInt();
      } catch (EOFException e) {
        return;
      }
      if (length < 0 || length > 4096) return;
      byte[] name = control.readNBytes(length);
      if (name.length != length) return;
      Path input = inputDir.resolve(new String(name, StandardCharsets.UTF_8)).normalize();
      if (!input.startsWith(inputDir)) return;
      boolean restart = runTest(classPath, mainClass, input, scratch, log);
      if (restart) Runtime.getRuntime().halt(0);
    }
  }

  /** Runs `main` once on `input`, sends its output and DONE frame. @return whether the JVM must be replaced. */
  static boolean runTest(URL[] classPath, String mainClass, Path input, List<Path> scratch, PrintStream log) throws Exception {
    FrameStream out = new FrameStream(OUT);
    FrameStream err = new FrameStream(ERR);
    PrintStream programOut = new PrintStream(out, false, StandardCharsets.UTF_8);
    PrintStream programErr = new PrintStream(err, true, StandardCharsets.UTF_8);
    Throwable[] failure = new Throwable[1];
    ThreadGroup group = new ThreadGroup("main");
    try (InputStream in = new BufferedInputStream(new FileInputStream(input.toFile()));
         URLClassLoader loader = new URLClassLoader(classPath, ClassLoader.getPlatformClassLoader())) {
      currentOut = out;
      currentErr = err;
      System.setIn(in);
      System.setOut(programOut);
      System.setErr(programErr);
      Thread main = new Thread(group, () -> {
        try {
          Class<?> c = Class.forName(mainClass, true, loader);
          Method m = c.getMethod("main", String[].class);
          m.setAccessible(true);
          m.invoke(null, (Object) new String[0]);
        } catch (InvocationTargetException e) {
          failure[0] = e.getCause();
        } catch (Throwable e) {
          failure[0] = e;
        }
      }, "main");
      main.setContextClassLoader(loader);
      main.start();
      main.join();
      if (failure[0] != null) {
        Throwable t = failure[0];
        trimHarnessFrames(t);
        // As the JVM's default handler prints an uncaught exception.
        programErr.print("Exception in thread \"main\" ");
        t.printStackTrace(programErr);
      }
      // Like the JVM's DestroyJavaVM: the program ends when its last non-daemon thread does.
      for (Thread t = nextNonDaemon(group); t != null; t = nextNonDaemon(group)) t.join();
      programOut.flush();
      programErr.flush();
      boolean restart = group.activeCount() > 0 || failure[0] instanceof VirtualMachineError || !emptyAll(scratch);
      if (!restart) destroy(group);
      out.seal();
      err.seal();
      byte[] done = new byte[5];
      int status = failure[0] != null ? 1 : 0;
      done[0] = (byte) (status >>> 24);
      done[1] = (byte) (status >>> 16);
      done[2] = (byte) (status >>> 8);
      done[3] = (byte) status;
      done[4] = (byte) (restart ? 1 : 0);
      frame(DONE, done, 0, done.length);
      return restart;
    } finally {
      currentOut = null;
      currentErr = null;
      System.setIn(new ByteArrayInputStream(new byte[0]));
      System.setOut(log);
      System.setErr(log);
    }
  }

  /** A live non-daemon thread of `group` (or its subgroups), or null. */
  static Thread nextNonDaemon(ThreadGroup group) {
    Thread[] threads = new Thread[Math.max(16, group.activeCount() * 2)];
    int n = group.enumerate(threads, true);
    for (int i = 0; i < n; i++) if (threads[i].isAlive() && !threads[i].isDaemon()) return threads[i];
    return null;
  }

  /** Removes an emptied thread group from its parent (each test makes one). */
  @SuppressWarnings("removal")
  static void destroy(ThreadGroup group) {
    try {
      group.destroy();
    } catch (IllegalThreadStateException e) {
      // A thread of the test started in the meantime: the group stays.
    }
  }

  /** Drops the bottom frames that belong to the harness (reflection, this class, Thread.run), so the trace reads as the JVM's. */
  static void trimHarnessFrames(Throwable t) {
    StackTraceElement[] st = t.getStackTrace();
    int end = st.length;
    while (end > 0) {
      String c = st[end - 1].getClassName();
      if (c.startsWith("JavaHarness") || c.startsWith("jdk.internal.reflect.") || c.equals("java.lang.reflect.Method") || c.equals("java.lang.Thread")) end--;
      else break;
    }
    if (end < st.length) t.setStackTrace(Arrays.copyOf(st, end));
  }

  /** Sends the running test's buffered output: the program called System.exit. */
  static void sealCurrent() {
    FrameStream o = currentOut, e = currentErr;
    if (o != null) o.seal();
    if (e != null) e.seal();
  }

  /** Empties the scratch directories for the next test case; false when something the program left cannot be deleted (a new JVM is needed). */
  static boolean emptyAll(List<Path> scratch) {
    try {
      for (Path dir : scratch) emptyDirectory(dir);
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /** Deletes everything inside `dir` (never following symbolic links), leaving `dir` itself. */
  static void emptyDirectory(Path dir) throws IOException {
    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path p : entries) {
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) emptyDirectory(p);
        Files.deleteIfExists(p);
      }
    }
  }
}
