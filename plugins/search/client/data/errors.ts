/**
 * Error messages readers paste into search, each with the section that explains it: what bee-js throws
 * (class and message as of bee-js 12.3.1, read from its dist/ code) and what browsers print in the console
 * when a call to Bee fails. Bee's own status lines live in bee-behaviour/ and are indexed from there. The
 * search index turns each into an entry of its own (plugins/search/indexer), so a pasted message leads to its
 * section; a message's variable parts (values, sizes, URLs) are left out here, as the query drops them too.
 */
export type SearchedError = {
  /** The message as printed, without its variable parts. */
  message: string;
  /** Route and anchor of the section explaining it. */
  docs: string;
};

export const BEE_JS_ERRORS: readonly SearchedError[] = [
  {message: 'BeeArgumentError: URL is not valid!', docs: '/docs/status/#errors-and-pitfalls'},
  {
    message: 'BeeArgumentError: Port in URL is considered bad port and cannot be used!',
    docs: '/docs/client-and-errors/#errors-bee-js-throws',
  },
  {message: 'BeeArgumentError: Depth has to be between 17..255', docs: '/docs/client-and-errors/#errors-bee-js-throws'},
  {message: 'BeeArgumentError: Amount has to be at least (1 day at current price)', docs: '/docs/storage/#errors-and-pitfalls'},
  {message: 'BeeArgumentError: New depth has to be greater than the original depth', docs: '/docs/storage/#errors-and-pitfalls'},
  {message: 'Error: Nothing to extend, both size and duration are already sufficient', docs: '/docs/storage/#errors-and-pitfalls'},
  {message: 'BeeError: Timeout on waiting for postage stamp to become usable', docs: '/docs/storage/#errors-and-pitfalls'},
  {message: 'BeeError: pssReceive timeout', docs: '/docs/pss/#errors-and-pitfalls'},
  {message: 'BeeError: Response did not contain expected swarm-feed-index!', docs: '/docs/client-and-errors/#errors-bee-js-throws'},
  {message: 'BeeError: missing content-disposition header', docs: '/docs/client-and-errors/#errors-bee-js-throws'},
  {message: 'BeeResponseError: Request aborted ERR_CANCELED', docs: '/docs/client-and-errors/#timeouts-and-cancelling-with-abortsignal'},
  {
    message: 'BeeResponseError: The operation was aborted due to timeout',
    docs: '/docs/client-and-errors/#timeouts-and-cancelling-with-abortsignal',
  },
  {message: 'BeeResponseError: fetch failed: connect ECONNREFUSED', docs: '/docs/status/#errors-and-pitfalls'},
  {message: 'BeeResponseError: Request failed with status code', docs: '/docs/client-and-errors/#status-codes-bee-answers'},
  {message: 'ZodError: Invalid input: expected hex string', docs: '/docs/utilities/#errors-and-pitfalls'},
  {message: 'ZodError: onClose expected a function', docs: '/docs/pss/#errors-and-pitfalls'},
  {message: 'RangeError: payload size exceeds limits [1, 4096]', docs: '/docs/utilities/#errors-and-pitfalls'},
  {message: 'TypeError: Data must be either string, Readable, Uint8Array or File!', docs: '/docs/client-and-errors/#errors-bee-js-throws'},
  {
    message: 'Error: Creating Collection from File System is not supported in browsers!',
    docs: '/docs/browser/#methods-that-work-in-only-one-environment',
  },
  {message: 'Error: Streaming files is not supported in Node.js', docs: '/docs/browser/#methods-that-work-in-only-one-environment'},
  {message: 'Error: Bytes#checkByteLength: bytes length is but expected', docs: '/docs/client-and-errors/#errors-bee-js-throws'},
];

export const BROWSER_CONSOLE_ERRORS: readonly SearchedError[] = [
  {message: 'TypeError: Failed to fetch', docs: '/docs/browser/#console-messages-of-failed-calls'},
  {message: 'TypeError: NetworkError when attempting to fetch resource.', docs: '/docs/browser/#console-messages-of-failed-calls'},
  {message: 'TypeError: Load failed', docs: '/docs/browser/#console-messages-of-failed-calls'},
  {
    message:
      "Access to fetch from origin has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
    docs: '/docs/browser/#console-messages-of-failed-calls',
  },
  {
    message:
      "Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource (Reason: CORS header 'Access-Control-Allow-Origin' missing).",
    docs: '/docs/browser/#console-messages-of-failed-calls',
  },
  {
    message: 'Request header field x-request-id is not allowed by Access-Control-Allow-Headers in preflight response.',
    docs: '/docs/browser/#let-the-node-answer-your-origin-cors',
  },
  {message: 'net::ERR_CONNECTION_REFUSED', docs: '/docs/browser/#console-messages-of-failed-calls'},
  {
    message: 'Mixed Content: The page was loaded over HTTPS, but requested an insecure resource. This request has been blocked',
    docs: '/docs/browser/#console-messages-of-failed-calls',
  },
];
