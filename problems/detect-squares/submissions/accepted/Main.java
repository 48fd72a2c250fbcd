import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

// @learner
class DetectSquares {
    // @solution
    // cnt[x][y] = how many times (x, y) was added; ys[x] = the distinct y values stored in column x.
    private final int[][] cnt = new int[1001][1001];
    private final List<List<Integer>> ys = new ArrayList<>();

    public DetectSquares() {
        for (int x = 0; x <= 1000; x++) ys.add(new ArrayList<>());
    }

    // Stores the point [x, y]; a point added again counts again.
    public void add(int[] point) {
        int x = point[0], y = point[1];
        if (cnt[x][y]++ == 0) ys.get(x).add(y);
    }

    // Returns the number of ways to pick three stored points that form an axis-aligned square of
    // positive area with the query point.
    public long count(int[] point) {
        int x = point[0], y = point[1];
        long ways = 0;
        // A stored point (x, y2) in the query's column fixes the side d = y2 - y; the square lies
        // either to the right or to the left of that column.
        for (int y2 : ys.get(x)) {
            int d = y2 - y;
            if (d == 0) continue;
            for (int x2 : new int[] {x + d, x - d}) {
                if (x2 < 0 || x2 > 1000) continue;
                ways += (long) cnt[x][y2] * cnt[x2][y] * cnt[x2][y2];
            }
        }
        return ways;
    }
    // @end-solution
}
// @end-learner

public class Main {
    // @driver design-io
    // All of standard input (read on first use) and the position of the next character to parse.
    private static String designText = null;
    private static int designPos = 0;

    private static void skipBlanks() {
        while (designPos < designText.length() && Character.isWhitespace(designText.charAt(designPos))) designPos++;
    }

    // Parses the next value of the input: a Long, a String or a List<Object> (a missing value reads as 0L;
    // null, true and false as 0L, 1L and 0L).
    private static Object parseValue() throws IOException {
        if (designText == null) designText = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        skipBlanks();
        if (designPos >= designText.length()) return 0L;
        char c = designText.charAt(designPos);
        if (c == '[') {
            designPos++;
            List<Object> items = new ArrayList<>();
            while (true) {
                skipBlanks();
                if (designPos >= designText.length()) break;
                char d = designText.charAt(designPos);
                if (d == ']') { designPos++; break; }
                if (d == ',') { designPos++; continue; }
                items.add(parseValue());
            }
            return items;
        }
        if (c == '"') {
            designPos++;
            StringBuilder sb = new StringBuilder();
            while (designPos < designText.length() && designText.charAt(designPos) != '"') {
                if (designText.charAt(designPos) == '\\' && designPos + 1 < designText.length()) designPos++;
                sb.append(designText.charAt(designPos++));
            }
            designPos++;
            return sb.toString();
        }
        if (c == '-' || Character.isDigit(c)) {
            boolean negative = c == '-';
            if (negative) designPos++;
            long num = 0;
            while (designPos < designText.length() && Character.isDigit(designText.charAt(designPos))) {
                num = num * 10 + (designText.charAt(designPos++) - '0');
            }
            return negative ? -num : num;
        }
        int start = designPos;
        while (designPos < designText.length() && Character.isLetter(designText.charAt(designPos))) designPos++;
        if (designPos == start) designPos++;
        return designText.startsWith("true", start) && designPos - start == 4 ? 1L : 0L;
    }

    // Reads line 1: the names of the operations, in order (the first one constructs the object).
    private static List<String> readNames() throws IOException {
        List<String> names = new ArrayList<>();
        Object list = parseValue();
        if (list instanceof List) for (Object v : (List<?>) list) names.add(String.valueOf(v));
        return names;
    }

    // Reads line 2: the argument list of each of the n operations (an empty list for each one missing).
    @SuppressWarnings("unchecked")
    private static List<List<Object>> readArguments(int n) throws IOException {
        List<List<Object>> arguments = new ArrayList<>();
        Object list = parseValue();
        if (list instanceof List) for (Object v : (List<?>) list) arguments.add(v instanceof List ? (List<Object>) v : new ArrayList<>());
        while (arguments.size() < n) arguments.add(new ArrayList<>());
        return arguments;
    }

    // An argument that is a whole number.
    private static int intArg(Object v) {
        return v instanceof Long ? (int) (long) (Long) v : 0;
    }

    // An argument that is a string.
    private static String stringArg(Object v) {
        return String.valueOf(v);
    }

    // An argument that is a list of whole numbers.
    private static int[] intArrayArg(Object v) {
        List<?> items = v instanceof List ? (List<?>) v : new ArrayList<>();
        int[] values = new int[items.size()];
        for (int i = 0; i < values.length; i++) values[i] = intArg(items.get(i));
        return values;
    }

    // A boolean result as the output shows it.
    private static String showBool(boolean b) {
        return b ? "true" : "false";
    }

    // A string result as the output shows it: in double quotes.
    private static String showString(String s) {
        if (s == null) return "null";
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\');
            sb.append(c);
        }
        return sb.append('"').toString();
    }

    // A floating-point result as the output shows it: rounded to one digit after the decimal point.
    private static String showDouble(double d) {
        long tenths = Math.round(d * 10);
        long abs = Math.abs(tenths);
        return (tenths < 0 ? "-" : "") + abs / 10 + "." + abs % 10;
    }

    // Prints the results (each already shown as text, "null" for a method without one) as one list.
    private static void printResults(List<String> results) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < results.size(); i++) {
            if (i > 0) sb.append(',');
            sb.append(results.get(i));
        }
        sb.append("]\n");
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        out.print(sb);
        out.flush();
    }
    // @end-driver

    public static void main(String[] args) throws IOException {
        List<String> names = readNames();
        List<List<Object>> arguments = readArguments(names.size());
        List<String> results = new ArrayList<>();
        DetectSquares obj = null;
        for (int i = 0; i < names.size(); i++) {
            List<Object> a = arguments.get(i);
            switch (names.get(i)) {
                case "DetectSquares":
                    obj = new DetectSquares();
                    results.add("null");
                    break;
                case "add":
                    obj.add(intArrayArg(a.get(0)));
                    results.add("null");
                    break;
                case "count":
                    results.add(String.valueOf(obj.count(intArrayArg(a.get(0)))));
                    break;
                default:
                    throw new IllegalArgumentException("unknown operation " + names.get(i));
            }
        }
        printResults(results);
    }
}
