// A refusal sent before the request's body has arrived closes the connection rather than receive
// the body to drop it. Closed at once, the socket would still hold unread body bytes, and the
// kernel answers those with a reset that makes the caller discard the answer it has not read yet
// (a browser shows "connection reset" instead of the 413 or 429). So the connection lingers, as
// web servers do: the answer and a FIN go out, what the caller still sends is left unread, and the
// socket is destroyed when the caller closes or after a short delay.
import type { Socket } from 'node:net';
import type { Request } from 'express';

export const LINGER_MS = 2000;

export function closeAfterAnswer(req: Request): void {
  req.res?.set('Connection', 'close');
  const socket = req.socket as Socket & { destroySoon?: () => void; parvisLinger?: true };
  if (socket.parvisLinger) return;
  socket.parvisLinger = true;
  // Node's HTTP server calls destroySoon() once the last answer of a closing connection is sent
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
