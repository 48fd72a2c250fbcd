// Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
static vector<vector<int>> readRows(int count, int width) {
    vector<vector<int>> rows(count, vector<int>(width));
    for (vector<int>& row : rows)
        for (int& value : row) cin >> value;
    return rows;
}

// Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
static vector<vector<int>> readEdgeList(int width) {
    int m = 0;
    cin >> m;
    return readRows(m, width);
}
