/**
 * The only run code in a page's first load: one delegated click listener. The panel (and with it the worker,
 * bee-js and the sample) is a static file of the build, fetched on the first click.
 */
import {RUN_ATTRIBUTES} from '../../../src/samples/grammar';

declare const RUN_PANEL_URL: string;

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(`button[${RUN_ATTRIBUTES.sample}]`);
    if (button) import(/* webpackIgnore: true */ RUN_PANEL_URL).then((panel) => panel.openRunPanel(button));
  });
}
