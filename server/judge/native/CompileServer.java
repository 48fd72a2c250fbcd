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
 * Wire format (big-endian, java.io.DataInput/DataOutput):
 *   request:  int fileNameLength, byte[] fileName (UTF-8, e.g. "Main.java"),
 *             int sourceLength, byte[] source (UTF-8)
 *   response: int status (0 = compiled, 1 = compile errors),
 *             int messageLength, byte[] message (UTF-8: javac's diagnostics as on its command line),
 *             int classCount, then per class: int nameLength, byte[] binaryName (UTF-8,
 *             e.g. "pkg.Main$1"), int byteLength, byte[] classFile
 * End of stdin ends the server. A compile that runs out of stack is answered as compile errors;
 * one that throws anything else (e.g. OutOfMemoryError) ends the server with exit status 3 after
 * writing nothing: the judge reports the compile as failed and starts another server.
 */
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
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

  /** A class file javac writes, kept in memory. */
  private static final class ClassOutput extends SimpleJavaFileObject {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    ClassOutput(String binaryName) {
      super(URI.create("mem:///" + binaryName.replace('.', '/') + ".class"), Kind.CLASS);
    }

    @Override
    public OutputStream openOutputStream() {
      return bytes;
    }
  }

  public static void main(String[] args) throws Exception {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      System.err.println("pj-javac: no system Java compiler (a JRE without javac?)");
      System.exit(2);
    }
    StandardJavaFileManager standard = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(System.out, 1 << 16));
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
      ForwardingJavaFileManager<StandardJavaFileManager> files = new ForwardingJavaFileManager<>(standard) {
        @Override
        public JavaFileObject getJavaFileForOutput(JavaFileManager.Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
          ClassOutput o = new ClassOutput(className);
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
      out.writeInt(ok ? 0 : 1);
      out.writeInt(message.length);
      out.write(message);
      List<Map.Entry<String, ClassOutput>> written = ok ? new ArrayList<>(classes.entrySet()) : List.of();
      out.writeInt(written.size());
      for (Map.Entry<String, ClassOutput> c : written) {
        byte[] name = c.getKey().getBytes(StandardCharsets.UTF_8);
        byte[] bytes = c.getValue().bytes.toByteArray();
        out.writeInt(name.length);
        out.write(name);
        out.writeInt(bytes.length);
        out.write(bytes);
      }
      out.flush();
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
