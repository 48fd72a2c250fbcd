import java.io.*;
import java.util.*;

// @driver tree-node
// Definition of a binary tree node.
class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;

    TreeNode() {}
    TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}
// @end-driver

// @learner
// @driver tree-node-doc
/**
 * Definition of a binary tree node (given; do not define it again):
 * class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
// @end-driver
class Codec {
    // @solution
    // Encodes a tree to a single string: the values in breadth-first order, '#' for each missing child.
    public String serialize(TreeNode root) {
        StringBuilder sb = new StringBuilder();
        ArrayDeque<Optional<TreeNode>> queue = new ArrayDeque<>();
        queue.add(Optional.ofNullable(root));
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll().orElse(null);
            if (sb.length() > 0) sb.append(',');
            if (node == null) {
                sb.append('#');
                continue;
            }
            sb.append(node.val);
            queue.add(Optional.ofNullable(node.left));
            queue.add(Optional.ofNullable(node.right));
        }
        return sb.toString();
    }

    // Decodes the string back to a tree: each node takes the next two entries as its children.
    public TreeNode deserialize(String data) {
        String[] items = data.split(",");
        if (items.length == 0 || items[0].isEmpty() || items[0].equals("#")) return null;
        TreeNode root = new TreeNode(Integer.parseInt(items[0]));
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int next = 1;
        while (!queue.isEmpty() && next < items.length) {
            TreeNode node = queue.poll();
            if (next < items.length && !items[next].equals("#")) {
                node.left = new TreeNode(Integer.parseInt(items[next]));
                queue.add(node.left);
            }
            next++;
            if (next < items.length && !items[next].equals("#")) {
                node.right = new TreeNode(Integer.parseInt(items[next]));
                queue.add(node.right);
            }
            next++;
        }
        return root;
    }
    // @end-solution
}
// @end-learner

public class Main {
    // @driver tree-io
    private static final BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);

    // Reads the next line of standard input (empty after its end).
    private static String readLine() throws IOException {
        String line = in.readLine();
        return line == null ? "" : line;
    }

    // Reads one line holding an integer (0 when it is missing).
    private static int readInt() throws IOException {
        String s = readLine().trim();
        return s.isEmpty() ? 0 : Integer.parseInt(s);
    }

    // Reads one line holding a tree in level order as LeetCode writes it, e.g. [3,9,20,null,null,15,7]:
    // "null" marks a missing child and [] is the empty tree. Built without recursion, so any depth works.
    private static TreeNode readTree() throws IOException {
        String line = readLine();
        ArrayList<TreeNode> nodes = new ArrayList<>(); // the entries in order, null for "null"
        int i = 0;
        int n = line.length();
        while (i < n) {
            char c = line.charAt(i);
            if (c == '-' || (c >= '0' && c <= '9')) {
                boolean negative = c == '-';
                if (negative) i++;
                long v = 0;
                while (i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9') v = v * 10 + (line.charAt(i++) - '0');
                nodes.add(new TreeNode((int) (negative ? -v : v)));
            } else if (c == 'n') {
                nodes.add(null);
                i += 4;
            } else {
                i++;
            }
        }
        if (nodes.isEmpty()) return null;
        // Level by level, each present node takes the next two entries as its left and right child.
        int next = 1;
        for (int k = 0; k < nodes.size() && next < nodes.size(); k++) {
            TreeNode node = nodes.get(k);
            if (node == null) continue;
            node.left = nodes.get(next++);
            if (next < nodes.size()) node.right = nodes.get(next++);
        }
        return nodes.get(0);
    }

    // The tree in the same level-order form: "null" for each missing child, trailing nulls dropped.
    private static String formatTree(TreeNode root) {
        ArrayList<TreeNode> order = new ArrayList<>();
        if (root != null) order.add(root);
        for (int k = 0; k < order.size(); k++) {
            TreeNode node = order.get(k);
            if (node == null) continue;
            order.add(node.left);
            order.add(node.right);
        }
        int end = order.size();
        while (end > 0 && order.get(end - 1) == null) end--;
        StringBuilder sb = new StringBuilder("[");
        for (int k = 0; k < end; k++) {
            if (k > 0) sb.append(',');
            TreeNode node = order.get(k);
            if (node == null) sb.append("null");
            else sb.append(node.val);
        }
        sb.append(']');
        return sb.toString();
    }

    // Prints the tree in level order on one line.
    private static void printTree(TreeNode root, PrintWriter out) {
        out.println(formatTree(root));
    }
    // @end-driver

    // Empties the original tree (values 0, no children), so that deserialize has to rebuild it from the string alone.
    private static void wipe(TreeNode root) {
        ArrayDeque<TreeNode> stack = new ArrayDeque<>();
        if (root != null) stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            if (node.left != null) stack.push(node.left);
            if (node.right != null) stack.push(node.right);
            node.val = 0;
            node.left = null;
            node.right = null;
        }
    }

    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        TreeNode root = readTree();
        Codec ser = new Codec();
        Codec deser = new Codec();
        String data = ser.serialize(root);
        wipe(root);
        printTree(deser.deserialize(data), out);
        out.flush();
    }
}
