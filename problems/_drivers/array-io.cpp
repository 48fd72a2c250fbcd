// Reads n integers from standard input.
static vector<int> readInts(int n) {
    vector<int> values(n);
    for (int& x : values) cin >> x;
    return values;
}

// Reads a length followed by that many integers.
static vector<int> readIntArray() {
    int n = 0;
    cin >> n;
    return readInts(n);
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
template <typename T>
static void printArray(const vector<T>& values) {
    string out;
    for (size_t i = 0; i < values.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(values[i]);
    }
    out += '\n';
    cout << out;
}
