/** One generated test case: the exact stdin and the expected stdout the generator computed. */
export interface GeneratedCase {
  input: string;
  output: string;
}
