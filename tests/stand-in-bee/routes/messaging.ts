/**
 * Messaging: PSS sends, and the WebSocket subscriptions of PSS topics and GSOC addresses, which the contract lists
 * but does not describe (README.md, WebSockets). A send reaches every open subscription of its channel.
 */
import type {IncomingMessage} from 'node:http';
import type {Duplex} from 'node:stream';
import {WebSocketServer, type WebSocket} from 'ws';
import type {RouteContext, Routes, Violation} from '../answers';
import {usableBatch} from './stamps';

export function messagingRoutes({state, deliver}: RouteContext): Routes {
  return {
    'POST /pss/send/{topic}/{targets}': (request, {topic}) => {
      const refused = usableBatch(state, request);
      if (refused) return refused;
      deliver(`pss/${topic}`, request.body);
      return {status: 201};
    },
  };
}

/** Open subscriptions by channel, `pss/<topic>` or `gsoc/<address>` (lower-case hex). */
export class Subscriptions {
  private readonly channels = new Map<string, Set<WebSocket>>();
  private readonly sockets = new WebSocketServer({noServer: true});

  readonly deliver = (channel: string, message: Buffer) => {
    for (const socket of this.channels.get(channel) ?? []) socket.send(message);
  };

  /** Takes a WebSocket upgrade of a subscription path; any other upgrade is refused and returned as a violation. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): Violation | null {
    const match = /^\/(pss|gsoc)\/subscribe\/([0-9a-fA-F]{64})$/.exec(new URL(request.url ?? '/', 'http://stand-in').pathname);
    if (!match) {
      socket.destroy();
      return {
        request: `GET ${request.url} (WebSocket)`,
        rule: 'only /pss/subscribe/{topic} and /gsoc/subscribe/{address} are WebSockets',
      };
    }
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      const channel = `${match[1]}/${match[2]!.toLowerCase()}`;
      if (!this.channels.has(channel)) this.channels.set(channel, new Set());
      this.channels.get(channel)!.add(ws);
      ws.on('close', () => this.channels.get(channel)!.delete(ws));
    });
    return null;
  }

  close() {
    for (const client of this.sockets.clients) client.terminate();
    this.sockets.close();
  }
}
