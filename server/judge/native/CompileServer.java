/*
 * pj-javac: a long-lived Java compiler for the judge (a warm javac).
 *
 * Starting javac costs about a second of CPU (class loading and JIT warm-up of the compiler
 * itself); a compiler kept running compiles a small program in a few tens of milliseconds. The
 * judge starts one of these per job slot inside the same sandbox as any learner program
 * (bubblewrap, seccomp, no network, a per-process cgroup, its own uid) and sends it one source
 * at a time over stdin; the class files come back over stdout, so the server never needs a
 * writable directory. No learner code runs here: annotation processing is off (-proc:none) and
 * the class path is empty.
 *
 * Usage: java CompileServer MAX_CLASS_BYTES
 *
 * Wire format (big-endian, java.io.DataInput/DataOutput):
 *   request:  int fileNameLength, byte[] fileName (UTF-8, e.g. "Main.java"),
 *             int sourceLength, byte[] source (UTF-8)
 *   response: int magic 0xFF504A00 (bytes FF 'P' 'J' 00: no text the JVM prints starts so),
 *             int payloadLength, then the payload:
 *             int status (0 = compiled, 1 = compile errors, 2 = the class files exceed MAX_CLASS_BYTES),
 *             int messageLength, byte[] message (UTF-8: javac's diagnostics as on its command line,
 *             at most MAX_MESSAGE bytes), int classCount, then per class: int nameLength,
 *             byte[] binaryName (UTF-8, e.g. "pkg.Main$1"), int byteLength, byte[] classFile.
 *             A payload is at most MAX_CLASS_BYTES + MAX_MESSAGE + 1 MB (class names included).
 * Only responses go to the process's stdout: System.out is redirected to stderr at start, and the
 * judge starts the JVM with -XX:+DisplayVMOutputToStderr and unified logging on stderr, so
 * nothing the JVM says ("Terminating due to java.lang.OutOfMemoryError …") can land in a response.
 * Class files are counted as javac writes them: past MAX_CLASS_BYTES in total the write fails,
 * javac stops, and the answer is status 2 (never more than the cap is held in memory).
 * End of stdin ends the server. A compile that runs out of stack is answered as compile errors;
 * one that throws anything else (e.g. OutOfMemoryError) ends the server with exit status 3 after
 * writing nothing: the judge reports the compile as failed and starts another server.
 */
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

public final class CompileServer {
  /** Largest file name or source accepted, bytes (the judge sends at most 64 KB of code). */
  private static final int MAX_FIELD = 1 << 20;
  /** Largest message sent back, bytes (the judge shows at most 64 KB of it). */
  private static final int MAX_MESSAGE = 64 * 1024;
  /** Room for class names and lengths in a payload beyond the class files and message, bytes. */
  private static final int MAX_OVERHEAD = 1 << 20;
  private static final int MAGIC = 0xFF504A00;

  private CompileServer() {}

  /** A source held in memory, named as javac expects (the public class's name). */
  private static final class Source extends SimpleJavaFileObject {
    private final String fileName;
    private final String text;

    Source(String fileName, String text) {
      super(URI.create("string:///" + fileName), Kind.SOURCE);
      this.fileName = fileName;
      this.text = text;
    }

    /** The name diagnostics show ("Main.java:3: error: …"), as javac's command line does. */
    @Override
    public String getName() {
      return fileName;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }

  /** What the class files of one compile weigh so far, against the cap. */
  private static final class Budget {
    final long max;
    long used;
    boolean exceeded;

    Budget(long max) {
      this.max = max;
    }

    void take(int n) throws IOException {
      used += n;
      if (used > max) {
        exceeded = true;
        throw new IOException("the compiled classes exceed " + max + " bytes");
      }
    }
  }

  /** A class file javac writes, kept in memory up to the compile's budget. */
  private static final class ClassOutput extends SimpleJavaFileObject {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final Budget budget;

    ClassOutput(String binaryName, Budget budget) {
      super(URI.create("mem:///" + binaryName.replace('.', '/') + ".class"), Kind.CLASS);
      this.budget = budget;
    }

    @Override
    public OutputStream openOutputStream() {
      return new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          budget.take(1);
          bytes.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          budget.take(len);
          bytes.write(b, off, len);
        }
      };
    }
  }

  public static void main(String[] args) throws Exception {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      System.err.println("pj-javac: no system Java compiler (a JRE without javac?)");
      System.exit(2);
    }
    long maxClassBytes = Long.parseLong(args[0]);
    // stdout carries responses only: whatever else would print there goes to stderr.
    OutputStream protocol = new FileOutputStream(FileDescriptor.out);
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    StandardJavaFileManager standard = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    List<String> options = List.of("-encoding", "UTF-8", "-nowarn", "-proc:none", "-implicit:none", "-Xmaxerrs", "100");
    for (;;) {
      String fileName;
      String source;
      try {
        fileName = readField(in);
        source = readField(in);
      } catch (EOFException end) {
        return;
      }
      Map<String, ClassOutput> classes = new LinkedHashMap<>();
      Budget budget = new Budget(maxClassBytes);
      ForwardingJavaFileManager<StandardJavaFileManager> files = new ForwardingJavaFileManager<>(standard) {
        @Override
        public JavaFileObject getJavaFileForOutput(JavaFileManager.Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
          ClassOutput o = new ClassOutput(className, budget);
          classes.put(className, o);
          return o;
        }
      };
      StringWriter messages = new StringWriter();
      boolean ok;
      try {
        ok = compiler.getTask(new PrintWriter(messages), files, null, options, null, List.of(new Source(fileName, source))).call();
      } catch (StackOverflowError deep) {
        // A source nested too deeply for the compiler's stack: javac's command line reports it as a failed compile too.
        messages.write("error: the compiler ran out of stack space (the program nests too deeply)\n");
        ok = false;
      } catch (Throwable t) {
        // The compiler's own failure (out of memory, stack overflow on a pathological source): this JVM is done.
        System.err.println("pj-javac: " + t);
        System.exit(3);
        return;
      }
      byte[] message = messages.toString().getBytes(StandardCharsets.UTF_8);
      if (message.length > MAX_MESSAGE) message = java.util.Arrays.copyOf(message, MAX_MESSAGE);
      int status = budget.exceeded ? 2 : ok ? 0 : 1;
      ByteArrayOutputStream payloadBytes = new ByteArrayOutputStream();
      DataOutputStream payload = new DataOutputStream(payloadBytes);
      payload.writeInt(status);
      if (status == 2) {
        payload.writeInt(0);
        payload.writeInt(0);
      } else {
        payload.writeInt(message.length);
        payload.write(message);
        List<Map.Entry<String, ClassOutput>> written = status == 0 ? new ArrayList<>(classes.entrySet()) : List.of();
        payload.writeInt(written.size());
        for (Map.Entry<String, ClassOutput> c : written) {
          byte[] name = c.getKey().getBytes(StandardCharsets.UTF_8);
          payload.writeInt(name.length);
          payload.write(name);
          payload.writeInt(c.getValue().bytes.size());
          c.getValue().bytes.writeTo(payload);
        }
      }
      payload.flush();
      if (payloadBytes.size() > maxClassBytes + MAX_MESSAGE + MAX_OVERHEAD) {
        // Class names beyond any real program: answered as over the cap too.
        payloadBytes.reset();
        payload.writeInt(2);
        payload.writeInt(0);
        payload.writeInt(0);
      }
      protocol.write(java.nio.ByteBuffer.allocate(8).putInt(MAGIC).putInt(payloadBytes.size()).array());
      payloadBytes.writeTo(protocol);
      protocol.flush();
    }
  }

  private static String readField(DataInputStream in) throws Exception {
    int length = in.readInt();
    if (length < 0 || length > MAX_FIELD) throw new IllegalArgumentException("field of " + length + " bytes");
    byte[] bytes = new byte[length];
    in.readFully(bytes);
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
