    // Checks `order` as a schedule of the courses 0 .. n - 1, where a pair {a, b} means course b comes before
    // course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
    private static String checkOrder(int n, int[][] prerequisites, int[] order) {
        if (order == null || order.length == 0) return "no order";
        if (order.length != n) return "invalid order: it lists " + order.length + " courses, expected " + n;
        int[] at = new int[n]; // at[c] = position of course c in the order
        Arrays.fill(at, -1);
        for (int i = 0; i < n; i++) {
            int c = order[i];
            if (c < 0 || c >= n) return "invalid order: course " + c + " does not exist";
            if (at[c] != -1) return "invalid order: course " + c + " is listed twice";
            at[c] = i;
        }
        for (int[] p : prerequisites) {
            if (p[0] == p[1]) return "invalid order: course " + p[0] + " requires itself";
            if (at[p[1]] > at[p[0]]) return "invalid order: course " + p[0] + " comes before its prerequisite " + p[1];
        }
        return "valid order";
    }
