/**
 * What the production client bundle has in place of every `*.server.tsx` module (../index.ts): a component that
 * ServerOnly never renders there, since the client shows the server's HTML.
 */
export default function ServerModule(): never {
  throw new Error('A server-only component was rendered in the browser: show it through plugins/server-html/client/ServerOnly.');
}
