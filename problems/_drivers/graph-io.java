    private static final StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));

    // Reads the next integer of standard input (0 after its end).
    private static int nextInt() throws IOException {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return 0;
        return (int) in.nval;
    }

    // Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
    private static int[][] readRows(int count, int width) throws IOException {
        int[][] rows = new int[count][width];
        for (int[] row : rows)
            for (int j = 0; j < width; j++) row[j] = nextInt();
        return rows;
    }

    // Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
    private static int[][] readEdgeList(int width) throws IOException {
        return readRows(nextInt(), width);
    }
