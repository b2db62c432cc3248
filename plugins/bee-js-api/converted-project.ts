/**
 * The build converts bee-js with TypeDoc once, for the API reference; the plugin then leaves that
 * conversion here, as TypeDoc's JSON model, for the llms.txt API digest to read instead of converting again.
 */
import path from 'node:path';

export const convertedProjectFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'api-reference', 'bee-js-project.json');
