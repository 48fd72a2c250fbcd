// @learner
class WordDictionary {
  // @solution
  constructor() {
    // A node is { next: Map<letter, node>, isWord: whether a word ends here }.
    this.root = { next: new Map(), isWord: false };
  }

  /**
   * Adds word to the dictionary.
   * @param {string} word
   * @return {void}
   */
  addWord(word) {
    let node = this.root;
    for (const c of word) {
      if (!node.next.has(c)) node.next.set(c, { next: new Map(), isWord: false });
      node = node.next.get(c);
    }
    node.isWord = true;
  }

  /**
   * Whether some added word matches word, where '.' matches any one letter.
   * @param {string} word
   * @return {boolean}
   */
  search(word) {
    // Whether word[pos..] can be spelled from node down to the end of a word.
    const matches = (node, pos) => {
      for (; pos < word.length; pos++) {
        const c = word[pos];
        if (c === '.') {
          // Try every existing child for the wildcard.
          for (const child of node.next.values()) {
            if (matches(child, pos + 1)) return true;
          }
          return false;
        }
        node = node.next.get(c);
        if (node === undefined) return false;
      }
      return node.isWord;
    };
    return matches(this.root, 0);
  }
  // @end-solution
}
// @end-learner

// @driver design-io
// The part of standard input not parsed yet.
let designRest = '';

// Reads line 1: the names of the operations, in order (the first one constructs the object).
function readNames() {
  designRest = require('fs').readFileSync(0, 'utf8');
  // The names hold no brackets, so their list ends at the first ']'.
  const end = designRest.indexOf(']') + 1;
  const names = end > 0 ? JSON.parse(designRest.slice(0, end)) : [];
  designRest = designRest.slice(end);
  return names;
}

// Reads line 2: the argument list of each of the n operations (an empty list for each one missing).
function readArguments(n) {
  const text = designRest.trim();
  const args = text.length > 0 ? JSON.parse(text) : [];
  while (args.length < n) args.push([]);
  return args;
}

// A boolean result as the output shows it.
function showBool(b) {
  return b ? 'true' : 'false';
}

// A string result as the output shows it: in double quotes.
function showString(s) {
  return JSON.stringify(String(s));
}

// A floating-point result as the output shows it: rounded to one digit after the decimal point.
function showDouble(d) {
  return (Number(d) + 0).toFixed(1);
}

// Prints the results (each already shown as text, "null" for a method without one) as one list.
function printResults(results) {
  process.stdout.write('[' + results.join(',') + ']\n');
}
// @end-driver

function main() {
  const names = readNames();
  const args = readArguments(names.length);
  const results = [];
  let obj = null;
  for (let i = 0; i < names.length; i++) {
    const a = args[i];
    switch (names[i]) {
      case 'WordDictionary':
        obj = new WordDictionary();
        results.push('null');
        break;
      case 'addWord':
        obj.addWord(a[0]);
        results.push('null');
        break;
      case 'search':
        results.push(showBool(obj.search(a[0])));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
