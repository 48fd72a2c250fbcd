import type { Language } from '../contract/common.ts';

/**
 * Start code of a language a problem has none for (an imported package without a submission in it,
 * a problem created before Python): a program that reads stdin and writes stdout.
 */
export const SKELETON: Record<Language, string> = {
  'c++': `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // Read the input from stdin and print the answer to stdout.
    return 0;
}
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // Read the input from stdin and print the answer to stdout.
    }
}
`,
  javascript: `const input = require('fs').readFileSync(0, 'utf8');
// Read the input above and print the answer with console.log.
`,
  python3: `import sys

data = sys.stdin.read()
# Read the input above and print the answer with print().
`,
};
