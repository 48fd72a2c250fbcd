  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
