/**
 * The only editor code in a page's first load: one delegated click listener that, on the first Edit click,
 * imports the editor and starts its TypeScript worker, static files of the build (../assets.ts). After a
 * client-side navigation, a loaded editor reopens the edits the reader made on the new page earlier in the session.
 */
type EditorModule = {
  connectWorker: (worker: Worker) => void;
  openEditor: (button: HTMLButtonElement) => void;
  reopenEdits: () => void;
};

declare const EDITOR_URL: string;
declare const TS_WORKER_URL: string;

let editor: Promise<EditorModule> | undefined;

/** The worker starts with the editor's import, not after it: TypeScript and the declarations load meanwhile. */
function loadEditor(): Promise<EditorModule> {
  const worker = new Worker(TS_WORKER_URL, {type: 'module'});
  return import(/* webpackIgnore: true */ EDITOR_URL).then(
    (module: EditorModule) => {
      module.connectWorker(worker);
      return module;
    },
    (error: unknown) => {
      worker.terminate();
      // Forgotten when it fails (offline, say), so that the next click tries again.
      editor = undefined;
      throw error;
    },
  );
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-edit-sample]');
    if (!button) return;
    editor ??= loadEditor();
    void editor.then((module) => module.openEditor(button));
  });
}

export function onRouteDidUpdate() {
  void editor?.then((module) => module.reopenEdits());
}
