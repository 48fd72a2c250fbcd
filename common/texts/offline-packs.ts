/** Texts of the offline packs' card (Python, C++) on the problem page, loaded with the card. */
export const OFFLINE_PACK_TEXT = {
  pythonOffline: {
    title: 'Python offline',
    intro: 'Run Python without a connection: download Python (Pyodide, CPython 3.11) to this device once.',
    make: (size: string) => `Make Python available offline (${size} download)`,
    makeUnknownSize: 'Make Python available offline',
    downloading: 'Downloading Python',
    progress: (percent: number, download: string | null) => (download ? `${percent}% of the ${download} download` : `${percent}%`),
    installed: (size: string) => `Python works offline (${size} on this device)`,
    remove: 'Remove',
    failed: (reason: string) => `The download failed (${reason}). Try again when you're online.`,
    needsConnection: 'Downloading Python needs a connection.',
    unsupported: 'This browser cannot keep Python for offline use.',
  },
  cppOffline: {
    title: 'C++ offline',
    intro: 'Run C++ without a connection: download a C++ compiler (Clang for WebAssembly) to this device once.',
    make: (size: string) => `Make C++ available offline (${size} download)`,
    makeUnknownSize: 'Make C++ available offline',
    downloading: 'Downloading C++',
    preparing: 'Getting the C++ compiler ready on this device (a first compile, a few seconds)…',
    progress: (percent: number, download: string | null) => (download ? `${percent}% of the ${download} download` : `${percent}%`),
    installed: (size: string) => `C++ works offline (${size} on this device)`,
    remove: 'Remove',
    failed: (reason: string) => `The download failed (${reason}). Try again when you're online.`,
    needsConnection: 'Downloading C++ needs a connection.',
    unsupported: 'This browser cannot keep C++ for offline use.',
    /** Where offline C++ differs from the judge's g++, shown above the editor once the pack is on the device. */
    installedNote:
      "Offline C++ is Clang for WebAssembly, not the judge's g++: no exceptions (try/throw do not compile), no threads, no GCC extensions (__gnu_pbds); <bits/stdc++.h> works. Submit to be judged by g++.",
  },
} as const;

/** The texts of an opt-in offline pack's card (`OFFLINE_PACK_TEXT.pythonOffline`, `OFFLINE_PACK_TEXT.cppOffline`). */
export interface OfflinePackTexts {
  title: string;
  intro: string;
  make: (size: string) => string;
  makeUnknownSize: string;
  downloading: string;
  /** The download's progress: how far in percent, and the download's size (the button's figure) when known. */
  progress: (percent: number, download: string | null) => string;
  installed: (size: string) => string;
  remove: string;
  failed: (reason: string) => string;
  needsConnection: string;
  unsupported: string;
  /** Shown while the runner readies itself after the download (C++). */
  preparing?: string;
  /** Shown with the installed pack: how offline runs differ from the judge's (C++). */
  installedNote?: string;
}
