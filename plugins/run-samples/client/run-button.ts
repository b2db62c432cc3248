/**
 * The only run code in a page's first load: one delegated click listener. The panel (and with it the worker,
 * bee-js and the sample) is a static file of the build, fetched on the first click.
 */
// Both defined by the bundler (../plugin.ts): a module import would cost every first load a module of its own.
declare const RUN_PANEL_URL: string;
declare const RUN_BUTTON_SELECTOR: string;

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(RUN_BUTTON_SELECTOR);
    if (button) import(/* webpackIgnore: true */ RUN_PANEL_URL).then((panel) => panel.openRunPanel(button));
  });
}
