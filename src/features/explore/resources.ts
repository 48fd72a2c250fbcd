/**
 * The static content of /explore (spec §2.7): five groups of well-known free learning
 * resources. Each item has a title, an optional label (shown as 'Course Label' when absent), an
 * optional chapter count (0 when absent), an image that ships with the app (so the page looks
 * the same offline) and the resource's address.
 */
import dsaImage from './assets/dsa.svg?no-inline';
import genAiImage from './assets/genai.svg?no-inline';
import languageImage from './assets/language.svg?no-inline';
import sheetImage from './assets/sheet.svg?no-inline';
import systemImage from './assets/system.svg?no-inline';

/** One resource card. */
export interface ResourceItem {
  title: string;
  /** Short label above the title; 'Course Label' when absent. */
  label?: string;
  /** Number of chapters; 0 when absent. */
  chapters?: number;
  /** URL of the card's picture (an asset of the app). */
  image: string;
  /** The resource's address (opened in a new tab). */
  link: string;
}

/** One titled row of cards. */
export interface ResourceGroup {
  id: string;
  title: string;
  description: string;
  items: readonly ResourceItem[];
}

/** The five groups, in the order the page shows them. */
export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    id: 'dsa',
    title: 'Data Structures and Algorithms',
    description: 'University courses, books and references that teach the classic data structures and algorithms from the ground up.',
    items: [
      { title: 'Introduction to Algorithms (MIT 6.006)', label: 'MIT OpenCourseWare', image: dsaImage, link: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/' },
      { title: 'Algorithms, Part I', label: 'Princeton · Coursera', chapters: 6, image: dsaImage, link: 'https://www.coursera.org/learn/algorithms-part1' },
      { title: 'Open Data Structures', label: 'Free book', chapters: 14, image: dsaImage, link: 'https://opendatastructures.org/' },
      { title: 'Algorithms for Competitive Programming', label: 'cp-algorithms.com', image: dsaImage, link: 'https://cp-algorithms.com/' },
      { title: 'VisuAlgo', image: dsaImage, link: 'https://visualgo.net/en' },
    ],
  },
  {
    id: 'sheet',
    title: 'DSA Sheet',
    description: 'Curated lists of interview problems, ordered by topic, to practise with a plan.',
    items: [
      { title: "Striver's A2Z DSA Sheet", label: 'takeUforward', chapters: 18, image: sheetImage, link: 'https://takeuforward.org/strivers-a2z-dsa-course/strivers-a2z-dsa-course-sheet-2/' },
      { title: 'NeetCode 150', label: 'NeetCode', chapters: 18, image: sheetImage, link: 'https://neetcode.io/practice' },
      { title: 'Grind 75', label: 'Tech Interview Handbook', image: sheetImage, link: 'https://www.techinterviewhandbook.org/grind75' },
      { title: 'Blind 75', label: 'LeetCode Discuss', image: sheetImage, link: 'https://leetcode.com/discuss/general-discussion/460599/blind-75-leetcode-questions' },
    ],
  },
  {
    id: 'languages',
    title: 'Language Skills',
    description: 'Tutorials and guides for the languages you write solutions in.',
    items: [
      { title: 'The Modern JavaScript Tutorial', label: 'javascript.info', image: languageImage, link: 'https://javascript.info/' },
      { title: 'JavaScript Guide', label: 'MDN Web Docs', image: languageImage, link: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide' },
      { title: 'Learn C++', label: 'learncpp.com', image: languageImage, link: 'https://www.learncpp.com/' },
      { title: 'Learn Java', label: 'dev.java', image: languageImage, link: 'https://dev.java/learn/' },
      { title: 'The Python Tutorial', label: 'docs.python.org', chapters: 16, image: languageImage, link: 'https://docs.python.org/3/tutorial/' },
    ],
  },
  {
    id: 'genai',
    title: 'Gen AI',
    description: 'Free courses on machine learning, large language models and building with them.',
    items: [
      { title: 'Generative AI for Beginners', label: 'Microsoft', chapters: 21, image: genAiImage, link: 'https://github.com/microsoft/generative-ai-for-beginners' },
      { title: 'LLM Course', label: 'Hugging Face', image: genAiImage, link: 'https://huggingface.co/learn/llm-course' },
      { title: 'Prompt Engineering Guide', label: 'DAIR.AI', image: genAiImage, link: 'https://www.promptingguide.ai/' },
      { title: 'Machine Learning Crash Course', label: 'Google for Developers', image: genAiImage, link: 'https://developers.google.com/machine-learning/crash-course' },
      { title: 'Practical Deep Learning for Coders', label: 'fast.ai', image: genAiImage, link: 'https://course.fast.ai/' },
    ],
  },
  {
    id: 'system-design',
    title: 'System Design',
    description: 'How large systems are built: scaling, reliability, storage and the trade-offs between them.',
    items: [
      { title: 'The System Design Primer', label: 'GitHub', image: systemImage, link: 'https://github.com/donnemartin/system-design-primer' },
      { title: 'System Design 101', label: 'ByteByteGo', image: systemImage, link: 'https://github.com/ByteByteGoHq/system-design-101' },
      { title: 'Site Reliability Engineering', label: 'Google SRE book', chapters: 34, image: systemImage, link: 'https://sre.google/sre-book/table-of-contents/' },
      { title: 'Distributed Systems (MIT 6.5840)', label: 'MIT', image: systemImage, link: 'https://pdos.csail.mit.edu/6.824/' },
    ],
  },
];
