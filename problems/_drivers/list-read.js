  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => (pos < tokens.length ? parseInt(tokens[pos++], 10) : 0);

  // Reads a length followed by that many values and links them into a list.
  const readList = () => {
    const n = nextInt();
    const dummy = new ListNode();
    let tail = dummy;
    for (let i = 0; i < n; i++) {
      tail.next = new ListNode(nextInt());
      tail = tail.next;
    }
    return dummy.next;
  };
