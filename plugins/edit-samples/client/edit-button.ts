/**
 * The only editor code in a page's first load: one delegated click listener that imports the editor, a
 * static file of the build (../assets.ts), on the first Edit click. After a client-side navigation, a loaded
 * editor reopens the edits the reader made on the new page earlier in the session.
 */
type EditorModule = {openEditor: (button: HTMLButtonElement) => void; reopenEdits: () => void};

declare const EDITOR_URL: string;

let editor: Promise<EditorModule> | undefined;

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-edit-sample]');
    if (!button) return;
    // Forgotten when it fails (offline, say), so that the next click tries again.
    editor ??= import(/* webpackIgnore: true */ EDITOR_URL).catch((error: unknown) => {
      editor = undefined;
      throw error;
    });
    void editor.then((module) => module.openEditor(button));
  });
}

export function onRouteDidUpdate() {
  void editor?.then((module) => module.reopenEdits());
}
