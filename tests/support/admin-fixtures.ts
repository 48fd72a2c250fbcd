import { eq } from 'drizzle-orm';
import type { ProblemInput } from '../../common/contract/admin.ts';
import { users } from '../../server/db/schema.ts';
import { ApiClient } from './client.ts';
import type { TestApp } from './test-server.ts';

/** Signs up a fresh account and makes it admin (as ADMIN_EMAIL or create-admin would). */
export async function signUpAdmin(t: TestApp): Promise<ApiClient> {
  const api = new ApiClient(t.app);
  const { user } = await api.signUp('Admin');
  await t.server.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
  return api;
}

/**
 * A small valid problem for the admin tests ("Sum of Two": read two integers, print their sum)
 * with reference solutions the judge accepts in the three languages.
 */
export const SUM_CPP = '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
export const SUM_JAVA = 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b);}}\n';
export const SUM_JS = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";
/** A Java solution that is wrong only when the sum is 0 (it prints 1): hidden test 2 fails. */
export const SUM_JAVA_WRONG_ON_ZERO = 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b==0?1:a+b);}}\n';

/** The problem input; `title` makes it unique. */
export function sumProblem(title = `Sum of Two ${Math.random().toString(36).slice(2, 7)}`): ProblemInput {
  return {
    title,
    description: 'Read two integers `a` and `b` and print `a + b`.',
    difficulty: 'easy',
    tags: 'Array',
    visibleTestCases: [
      { input: '1 2', output: '3', explanation: '1 + 2 = 3' },
      { input: '5 7', output: '12', explanation: '5 + 7 = 12' },
    ],
    hiddenTestCases: [
      { input: '100 200', output: '300' },
      { input: '-4 4', output: '0' },
      { input: '123456789 987654321', output: '1111111110' },
    ],
    startCode: [
      { language: 'c++', initialCode: '#include <bits/stdc++.h>\nint main(){\n  // read a and b\n}\n' },
      { language: 'java', initialCode: 'public class Main {\n  public static void main(String[] args) {\n  }\n}\n' },
      { language: 'javascript', initialCode: "const input = require('fs').readFileSync(0, 'utf8');\n" },
    ],
    referenceSolution: [
      { language: 'c++', completeCode: SUM_CPP },
      { language: 'java', completeCode: SUM_JAVA },
      { language: 'javascript', completeCode: SUM_JS },
    ],
    Aprouch: [
      { name: 'Brute Force', concept: ['Add the numbers'], steps: ['Read `a` and `b`', 'Print `a + b`'], complexities: ['O(1)', 'O(1)'] },
      { name: 'Better Aprouch', concept: ['Same'], steps: ['Read both', 'Add'], complexities: ['O(1)', 'O(1)'] },
      { name: 'Optimized Aprouch', concept: ['Use 64-bit integers'], steps: ['Read as long', 'Print the sum'], complexities: ['O(1)', 'O(1)'] },
    ],
  };
}
