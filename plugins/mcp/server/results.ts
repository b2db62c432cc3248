/** A tool's answer: text, JSON as text, or an error result that says what was wrong. */
export type ToolResult = {content: {type: 'text'; text: string}[]; isError?: true};

export const text = (value: string): ToolResult => ({content: [{type: 'text', text: value}]});
export const json = (value: unknown): ToolResult => text(JSON.stringify(value, null, 2));
export const failure = (message: string): ToolResult => ({content: [{type: 'text', text: message}], isError: true});
