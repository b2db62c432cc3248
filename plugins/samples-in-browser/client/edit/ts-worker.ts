/**
 * The editor's TypeScript language service, in a module worker so that type-checking never blocks the page:
 * TypeScript over an in-memory file system (@typescript/vfs) holding the declarations the build emitted
 * (../../declarations.ts). The editor fetches them from the site while this file loads and posts them as its first
 * message; React's declarations, fetched from next to this file, join them when the first .tsx sample is edited.
 * Each sample is a file of its own.
 */
import ts from 'typescript';
import {createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment} from '@typescript/vfs';
import type {Declarations} from '../../declarations';
import type {DeclarationsMessage, TypeDiagnostic, WorkerRequest, WorkerResponse} from './protocol';

declare const REACT_DECLARATIONS_FILE: string;

const DECLARATIONS_FAILED = (status: number | string) => `the type declarations did not load (${status})`;

let receiveDeclarations: (message: DeclarationsMessage) => void;
const declarations = new Promise<Declarations>((resolve, reject) => {
  receiveDeclarations = (message) =>
    'json' in message ? resolve(JSON.parse(message.json)) : reject(new Error(DECLARATIONS_FAILED(message.error)));
});
const files = new Map<string, string>();
const environment: Promise<VirtualTypeScriptEnvironment> = declarations.then(({compilerOptions, files: declared}) => {
  for (const [file, text] of Object.entries(declared)) files.set(file, text);
  return createVirtualTypeScriptEnvironment(createSystem(files), [], ts, compilerOptions);
});

async function fetchReactDeclarations(): Promise<Record<string, string>> {
  const response = await fetch(new URL(`./${REACT_DECLARATIONS_FILE}`, import.meta.url));
  if (!response.ok) throw new Error(DECLARATIONS_FAILED(response.status));
  return response.json() as Promise<Record<string, string>>;
}

let reactDeclarations: Promise<void> | undefined;

/** React's declarations, into the file system the language service reads, before the first .tsx sample. */
const withReact = () =>
  (reactDeclarations ??= fetchReactDeclarations().then(
    (declared) => {
      for (const [file, text] of Object.entries(declared)) files.set(file, text);
    },
    (error: unknown) => {
      reactDeclarations = undefined;
      throw error;
    },
  ));

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
  if (request.file.endsWith('.tsx')) await withReact();
  withCode(env, request.file, request.code);
  if (request.type === 'diagnostics') return diagnostics(env, request.file);
  if (request.type === 'quickInfo') {
    const info = env.languageService.getQuickInfoAtPosition(request.file, request.position);
    // A name TypeScript cannot resolve (a misspelt method, say) has no kind and reads "any": under its error
    // message that said nothing but looked like a type.
    if (!info || info.kind === ts.ScriptElementKind.unknown) return null;
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

addEventListener('message', async (event: MessageEvent<WorkerRequest | DeclarationsMessage>) => {
  if (event.data.type === 'declarations') return receiveDeclarations(event.data);
  const {id} = event.data;
  let response: WorkerResponse;
  try {
    response = {id, result: await answer(event.data)};
  } catch (error) {
    response = {id, error: error instanceof Error ? error.message : String(error)};
  }
  postMessage(response);
});
