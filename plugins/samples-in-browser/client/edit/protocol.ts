/** Messages between the editor (page) and its TypeScript worker. Positions are offsets in the sample's text. */

export type TypeDiagnostic = {from: number; to: number; message: string; code: number};
export type CompletionEntry = {label: string; kind: string};

/** The editor's first message: the declarations file's text, or why it did not load. */
export type DeclarationsMessage = {type: 'declarations'; json: string} | {type: 'declarations'; error: string};

export type WorkerRequest =
  | {id: number; type: 'diagnostics'; file: string; code: string}
  | {id: number; type: 'quickInfo'; file: string; code: string; position: number}
  | {id: number; type: 'completions'; file: string; code: string; position: number}
  | {id: number; type: 'transpile'; code: string};

export type WorkerAnswer = {
  diagnostics: TypeDiagnostic[];
  quickInfo: {from: number; to: number; text: string; docs: string} | null;
  completions: {from: number; entries: CompletionEntry[]} | null;
  transpile: string;
};

export type WorkerResponse = {id: number; result: unknown} | {id: number; error: string};
