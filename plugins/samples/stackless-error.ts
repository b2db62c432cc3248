/**
 * An error that a catalogue keeps as a sample's result. It keeps no stack: until a stack is read, V8 holds the
 * frames' functions, whose closures can hold a whole compiler (a program and its type checker) for as long as the
 * error lives. Its message names the sample's line, which is all a reader of the error needs.
 */
export class StacklessError extends Error {
  constructor(message: string) {
    const {stackTraceLimit} = Error;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }
}
