/**
 * The editor's TypeScript language service, in a module worker so that type-checking never blocks the page:
 * TypeScript over an in-memory file system (@typescript/vfs) holding the declarations the build emitted
 * (../declarations.ts), fetched from the site itself next to this file. Each sample is a file of its own.
 */
import ts from 'typescript';
import {createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment} from '@typescript/vfs';
import type {Declarations} from '../declarations';
import type {TypeDiagnostic, WorkerRequest, WorkerResponse} from './protocol';

declare const DECLARATIONS_FILE: string;

const environment: Promise<VirtualTypeScriptEnvironment> = fetch(new URL(`./${DECLARATIONS_FILE}`, import.meta.url))
  .then((response) => {
    if (!response.ok) throw new Error(`the type declarations did not load (${response.status})`);
    return response.json() as Promise<Declarations>;
  })
  .then(({compilerOptions, files}) =>
    createVirtualTypeScriptEnvironment(createSystem(new Map(Object.entries(files))), [], ts, compilerOptions),
  );

function withCode(env: VirtualTypeScriptEnvironment, file: string, code: string) {
  if (!env.getSourceFile(file)) env.createFile(file, code);
  else if (env.getSourceFile(file)!.text !== code) env.updateFile(file, code);
}

function diagnostics(env: VirtualTypeScriptEnvironment, file: string): TypeDiagnostic[] {
  const service = env.languageService;
  return [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)].map((diagnostic) => ({
    from: diagnostic.start ?? 0,
    to: (diagnostic.start ?? 0) + (diagnostic.length ?? 0),
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    code: diagnostic.code,
  }));
}

async function answer(request: WorkerRequest): Promise<unknown> {
  if (request.type === 'transpile') {
    return ts.transpileModule(request.code, {
      compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, isolatedModules: true},
    }).outputText;
  }
  const env = await environment;
  withCode(env, request.file, request.code);
  if (request.type === 'diagnostics') return diagnostics(env, request.file);
  if (request.type === 'quickInfo') {
    const info = env.languageService.getQuickInfoAtPosition(request.file, request.position);
    if (!info) return null;
    return {
      from: info.textSpan.start,
      to: info.textSpan.start + info.textSpan.length,
      text: ts.displayPartsToString(info.displayParts),
      docs: ts.displayPartsToString(info.documentation),
    };
  }
  const completions = env.languageService.getCompletionsAtPosition(request.file, request.position, {});
  if (!completions) return null;
  const word = /[\w$]*$/.exec(request.code.slice(0, request.position))![0];
  return {
    from: request.position - word.length,
    entries: completions.entries.map((entry) => ({label: entry.name, kind: entry.kind})),
  };
}

addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const {id} = event.data;
  let response: WorkerResponse;
  try {
    response = {id, result: await answer(event.data)};
  } catch (error) {
    response = {id, error: error instanceof Error ? error.message : String(error)};
  }
  postMessage(response);
});
