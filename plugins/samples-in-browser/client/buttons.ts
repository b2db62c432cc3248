/**
 * The only code of Run and Edit in a page's first load: one delegated click listener. The Run panel (./run/panel.ts)
 * and the editor (./edit/editor.ts) are static files of the build (../assets.ts), fetched on the first click of
 * their button; they know nothing of each other. A Run click on a sample the reader edited runs the editor's
 * code. After a client-side navigation, a loaded editor reopens the edits the reader made on the new page
 * earlier in the session.
 */
type RunPanel = typeof import('./run/panel');
type Editor = typeof import('./edit/editor');

// Defined by the bundler (../plugin.ts): a module import would cost every first load a module of its own.
declare const RUN_PANEL_URL: string;
declare const EDITOR_URL: string;
declare const TS_WORKER_URL: string;
declare const RUN_BUTTON_SELECTOR: string;
declare const EDIT_BUTTON_SELECTOR: string;

let editor: Promise<Editor> | undefined;

/** The worker starts with the editor's import, not after it: TypeScript and the declarations load meanwhile. */
function loadEditor(): Promise<Editor> {
  const worker = new Worker(TS_WORKER_URL, {type: 'module'});
  return import(/* webpackIgnore: true */ EDITOR_URL).then(
    (module: Editor) => {
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

function run(button: HTMLButtonElement) {
  const panel: Promise<RunPanel> = import(/* webpackIgnore: true */ RUN_PANEL_URL);
  // Only a loaded editor can hold edits; without one, the panel runs the page's code without waiting for anything.
  const edited = editor?.then(
    (module) => module.editedModule(button),
    () => undefined,
  );
  void Promise.all([panel, edited]).then(([module, editedModule]) => module.openRunPanel(button, editedModule));
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const runButton = target.closest?.<HTMLButtonElement>(RUN_BUTTON_SELECTOR);
    if (runButton) return run(runButton);
    const editButton = target.closest?.<HTMLButtonElement>(EDIT_BUTTON_SELECTOR);
    if (!editButton) return;
    editor ??= loadEditor();
    void editor.then((module) => module.openEditor(editButton));
  });
}

export function onRouteDidUpdate() {
  void editor?.then((module) => module.reopenEdits());
}
