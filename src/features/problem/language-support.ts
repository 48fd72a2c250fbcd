/**
 * CodeMirror language support per editor language, each in its own chunk: the editor chunk
 * carries no grammar, and a learner who writes C++ never downloads the JavaScript, Java or Python
 * parser (the service worker still precaches all four, so every language works offline).
 */
import type { Extension } from '@codemirror/state';
import type { Language } from '../../../common/contract/index.ts';

// JavaScript is its grammar alone (`javascriptLanguage`, an extension by itself): `javascript()`
// adds completion sources, which only an `autocompletion()` extension (not in the editor) reads,
// and would ship @codemirror/autocomplete with the grammar.
const loaders: Record<Language, () => Promise<Extension>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascriptLanguage),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  'c++': () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  // The grammar alone, as for JavaScript: `python()` adds completion sources the editor does not read.
  python3: () => import('@codemirror/lang-python').then((m) => m.pythonLanguage),
};

const loading = new Map<Language, Promise<Extension>>();
const loaded = new Map<Language, Extension>();

/**
 * Loads the language support of `language` (once; later calls share the first load).
 * @returns the CodeMirror extension (highlighting, indentation, folding of that language)
 * @throws the chunk's load error (a failed load is retried by the next call)
 */
export function loadLanguageSupport(language: Language): Promise<Extension> {
  let p = loading.get(language);
  if (!p) {
    p = loaders[language]().then(
      (ext) => {
        loaded.set(language, ext);
        return ext;
      },
      (e: unknown) => {
        loading.delete(language);
        throw e;
      },
    );
    loading.set(language, p);
  }
  return p;
}

/** The language support of `language` if it has loaded, else `undefined`. */
export function loadedLanguageSupport(language: Language): Extension | undefined {
  return loaded.get(language);
}
