/**
 * The editor's search, loaded when first needed: CodeMirror's `@codemirror/search` (the find and
 * replace panel, at the top; its keymap; go to line; the highlight of the selection's other
 * occurrences) is about 6 KB of gzip that the problem page does not load until the learner focuses the
 * editor or presses one of the search keys. Until then {@link searchLoader} stands in: focusing the
 * editor starts the load, and a search key loads the package and then runs the command it is bound to
 * in `searchKeymap`, so Ctrl/Cmd+F works from the first press. The service worker precaches the chunk,
 * so this works offline too.
 */
import type { Extension } from '@codemirror/state';
import { EditorView, keymap, type Command } from '@codemirror/view';

type SearchModule = typeof import('@codemirror/search');

/** The commands bound by `@codemirror/search`'s `searchKeymap` (its Escape needs the open panel, which needs the package). */
type SearchCommand = 'openSearchPanel' | 'findNext' | 'findPrevious' | 'gotoLine' | 'selectNextOccurrence' | 'selectSelectionMatches';

/** The keys of `searchKeymap` (`@codemirror/search` 6) and their commands, bound before the package is loaded. */
const SEARCH_KEYS: readonly (readonly [key: string, command: SearchCommand])[] = [
  ['Mod-f', 'openSearchPanel'],
  ['F3', 'findNext'],
  ['Mod-g', 'findNext'],
  ['Shift-F3', 'findPrevious'],
  ['Shift-Mod-g', 'findPrevious'],
  ['Mod-Alt-g', 'gotoLine'],
  ['Mod-d', 'selectNextOccurrence'],
  ['Mod-Shift-l', 'selectSelectionMatches'],
];

let loading: Promise<SearchModule> | null = null;
/** The search's extension once loaded. */
let loadedExtension: Extension | null = null;

/**
 * Loads `@codemirror/search` once (later calls share the first load; a failed load is retried by the
 * next call) and builds its extension.
 * @throws the chunk's load error
 */
function loadSearch(): Promise<SearchModule> {
  loading ??= import('@codemirror/search').then(
    (module) => {
      loadedExtension = [module.search({ top: true }), module.highlightSelectionMatches(), keymap.of(module.searchKeymap)];
      return module;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The search extension (panel at the top, selection matches highlighted, `searchKeymap`) once loaded, else null. */
export function loadedSearch(): Extension | null {
  return loadedExtension;
}

/**
 * The stand-in for the search until it is loaded: the search keys and a focus handler, each starting
 * the load. Once loaded, `onLoaded` is called (it swaps {@link loadedSearch} in for this), then the
 * pressed key's command runs on the view. A load that fails is reported on the console; the key
 * does nothing then.
 * @param onLoaded called after the load, before the pressed key's command
 */
export function searchLoader(onLoaded: () => void): Extension {
  const load = () =>
    loadSearch().then(
      (module) => {
        onLoaded();
        return module;
      },
      (e: unknown) => {
        console.warn('editor: the search could not be loaded:', e);
        return null;
      },
    );
  const run =
    (command: SearchCommand): Command =>
    (view) => {
      void load().then((module) => module?.[command](view));
      return true;
    };
  return [
    keymap.of(SEARCH_KEYS.map(([key, command]) => ({ key, run: run(command), preventDefault: true }))),
    EditorView.domEventHandlers({
      focus: () => {
        void load();
      },
    }),
  ];
}
