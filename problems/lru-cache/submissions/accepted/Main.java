import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

// @learner
class LRUCache {
    // @solution
    // An entry of the doubly linked list that keeps the entries from most to least recently used.
    private static final class CacheNode {
        int key, value;
        CacheNode prev, next;

        CacheNode(int key, int value) { this.key = key; this.value = value; }
    }

    private final int capacity;
    private final Map<Integer, CacheNode> nodes = new HashMap<>();
    private final CacheNode head = new CacheNode(0, 0); // sentinel before the most recently used
    private final CacheNode tail = new CacheNode(0, 0); // sentinel after the least recently used

    public LRUCache(int capacity) {
        this.capacity = capacity;
        head.next = tail;
        tail.prev = head;
    }

    // Returns the value of key (and marks it as the most recently used), or -1 when it is absent.
    public int get(int key) {
        CacheNode node = nodes.get(key);
        if (node == null) return -1;
        unlink(node);
        pushFront(node);
        return node.value;
    }

    // Sets key to value (the most recently used); evicts the least recently used entry when full.
    public void put(int key, int value) {
        CacheNode node = nodes.get(key);
        if (node != null) {
            node.value = value;
            unlink(node);
            pushFront(node);
            return;
        }
        if (nodes.size() == capacity) {
            CacheNode last = tail.prev;
            unlink(last);
            nodes.remove(last.key);
        }
        node = new CacheNode(key, value);
        nodes.put(key, node);
        pushFront(node);
    }

    private void unlink(CacheNode node) {
        node.prev.next = node.next;
        node.next.prev = node.prev;
    }

    private void pushFront(CacheNode node) {
        node.prev = head;
        node.next = head.next;
        head.next.prev = node;
        head.next = node;
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
        LRUCache obj = null;
        for (int i = 0; i < names.size(); i++) {
            List<Object> a = arguments.get(i);
            switch (names.get(i)) {
                case "LRUCache":
                    obj = new LRUCache(intArg(a.get(0)));
                    results.add("null");
                    break;
                case "get":
                    results.add(String.valueOf(obj.get(intArg(a.get(0)))));
                    break;
                case "put":
                    obj.put(intArg(a.get(0)), intArg(a.get(1)));
                    results.add("null");
                    break;
                default:
                    throw new IllegalArgumentException("unknown operation " + names.get(i));
            }
        }
        printResults(results);
    }
}
