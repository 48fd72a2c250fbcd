// @learner
class Trie {
  // @solution
  constructor() {
    // A node is { next: Map<letter, node>, isWord: whether a word ends here }.
    this.root = { next: new Map(), isWord: false };
  }

  /**
   * Adds word to the trie.
   * @param {string} word
   * @return {void}
   */
  insert(word) {
    let node = this.root;
    for (const c of word) {
      if (!node.next.has(c)) node.next.set(c, { next: new Map(), isWord: false });
      node = node.next.get(c);
    }
    node.isWord = true;
  }

  /**
   * Whether word was inserted before.
   * @param {string} word
   * @return {boolean}
   */
  search(word) {
    const node = this.walk(word);
    return node !== null && node.isWord;
  }

  /**
   * Whether some inserted word starts with prefix.
   * @param {string} prefix
   * @return {boolean}
   */
  startsWith(prefix) {
    return this.walk(prefix) !== null;
  }

  // The node reached by following s from the root, or null when the path breaks off.
  walk(s) {
    let node = this.root;
    for (const c of s) {
      node = node.next.get(c);
      if (node === undefined) return null;
    }
    return node;
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
      case 'Trie':
        obj = new Trie();
        results.push('null');
        break;
      case 'insert':
        obj.insert(a[0]);
        results.push('null');
        break;
      case 'search':
        results.push(showBool(obj.search(a[0])));
        break;
      case 'startsWith':
        results.push(showBool(obj.startsWith(a[0])));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
