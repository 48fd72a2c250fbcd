/** Texts of the sync status's panel (the changes that need attention), loaded when the panel is first opened. */
export const SYNC_PANEL_TEXT = {
  panelTitle: 'Changes that need attention',
  panelEmpty: 'Nothing needs attention.',
  pendingNote: (n: number) => (n === 1 ? '1 change is waiting to sync.' : `${n} changes are waiting to sync.`),
  offlineNote: 'You are offline. Your changes are saved on this device and will sync when you are back online.',
  signInNote: 'Your session has expired. Log in again to sync your changes.',
  retry: 'Retry',
  discard: 'Discard',
  discardConfirm: 'Discard this change? It will not be sent to the server.',
  kind: { star: 'Save star', notePut: 'Note', noteDelete: 'Note removal', draft: 'Code draft', submit: 'Submission', discussPost: 'Discussion', discussComment: 'Comment', discussVote: 'Vote' } as Record<string, string>,
} as const;
