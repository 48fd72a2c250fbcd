#include <bits/stdc++.h>
using namespace std;

// @learner
class MedianFinder {
public:
    // @solution
    // Brute force: sorts a copy of all numbers for every median, O(n log n) per findMedian.
    MedianFinder() {}

    void addNum(int num) {
        nums.push_back(num);
    }

    double findMedian() {
        vector<int> s = nums;
        sort(s.begin(), s.end());
        size_t n = s.size();
        if (n % 2 == 1) return s[n / 2];
        return ((double) s[n / 2 - 1] + s[n / 2]) / 2.0;
    }

private:
    vector<int> nums;
    // @end-solution
};
// @end-learner

// @driver design-io
// One value of the input: a whole number, a string in double quotes, or a list of values in brackets.
struct DesignArg {
    long long num = 0;
    string str;
    vector<DesignArg> items;

    int asInt() const { return (int) num; }
    long long asLong() const { return num; }
    const string& asString() const { return str; }
    vector<int> asIntVector() const {
        vector<int> values;
        values.reserve(items.size());
        for (const DesignArg& v : items) values.push_back((int) v.num);
        return values;
    }
};

// All of standard input (read on first use) and the position of the next character to parse.
static string designText;
static size_t designPos = 0;
static bool designRead = false;

static void skipBlanks() {
    while (designPos < designText.size() && isspace((unsigned char) designText[designPos])) designPos++;
}

// Parses the next value of the input (a missing value reads as 0; null, true and false as 0, 1 and 0).
static DesignArg parseValue() {
    if (!designRead) {
        designText.assign(istreambuf_iterator<char>(cin), istreambuf_iterator<char>());
        designRead = true;
    }
    DesignArg v;
    skipBlanks();
    if (designPos >= designText.size()) return v;
    char c = designText[designPos];
    if (c == '[') {
        designPos++;
        while (true) {
            skipBlanks();
            if (designPos >= designText.size()) break;
            if (designText[designPos] == ']') { designPos++; break; }
            if (designText[designPos] == ',') { designPos++; continue; }
            v.items.push_back(parseValue());
        }
    } else if (c == '"') {
        designPos++;
        while (designPos < designText.size() && designText[designPos] != '"') {
            if (designText[designPos] == '\\' && designPos + 1 < designText.size()) designPos++;
            v.str += designText[designPos++];
        }
        designPos++;
    } else if (c == '-' || isdigit((unsigned char) c)) {
        bool negative = c == '-';
        if (negative) designPos++;
        while (designPos < designText.size() && isdigit((unsigned char) designText[designPos])) {
            v.num = v.num * 10 + (designText[designPos++] - '0');
        }
        if (negative) v.num = -v.num;
    } else {
        size_t start = designPos;
        while (designPos < designText.size() && isalpha((unsigned char) designText[designPos])) designPos++;
        if (designPos == start) designPos++;
        v.num = designText.compare(start, designPos - start, "true") == 0 ? 1 : 0;
    }
    return v;
}

// Reads line 1: the names of the operations, in order (the first one constructs the object).
static vector<string> readNames() {
    vector<string> names;
    for (const DesignArg& v : parseValue().items) names.push_back(v.str);
    return names;
}

// Reads line 2: the argument list of each of the n operations (an empty list for each one missing).
static vector<DesignArg> readArguments(size_t n) {
    vector<DesignArg> arguments = std::move(parseValue().items);
    arguments.resize(max(arguments.size(), n));
    return arguments;
}

// A boolean result as the output shows it.
[[maybe_unused]] static string showBool(bool b) {
    return b ? "true" : "false";
}

// A string result as the output shows it: in double quotes.
[[maybe_unused]] static string showString(const string& s) {
    string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
    return out;
}

// A floating-point result as the output shows it: rounded to one digit after the decimal point.
[[maybe_unused]] static string showDouble(double d) {
    char buffer[64];
    snprintf(buffer, sizeof buffer, "%.1f", d + 0.0);
    return buffer;
}

// Prints the results (each already shown as text, "null" for a method without one) as one list.
static void printResults(const vector<string>& results) {
    string out = "[";
    for (size_t i = 0; i < results.size(); i++) {
        if (i > 0) out += ',';
        out += results[i];
    }
    out += "]\n";
    cout << out;
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    vector<string> names = readNames();
    vector<DesignArg> arguments = readArguments(names.size());
    vector<string> results;
    MedianFinder* obj = nullptr;
    for (size_t i = 0; i < names.size(); i++) {
        const string& op = names[i];
        const vector<DesignArg>& args = arguments[i].items;
        if (op == "MedianFinder") {
            obj = new MedianFinder();
            results.push_back("null");
        } else if (op == "addNum") {
            obj->addNum(args[0].asInt());
            results.push_back("null");
        } else if (op == "findMedian") {
            results.push_back(showDouble(obj->findMedian()));
        } else {
            throw runtime_error("unknown operation " + op);
        }
    }
    printResults(results);
    return 0;
}
