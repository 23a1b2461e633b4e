// A request written by hand on a socket, for request lines that supertest cannot send (an
// absolute-form target, `OPTIONS *`). The connection closes after the answer.
import net from 'node:net';

export function rawRequest(
  baseUrl: string,
  requestLine: string,
  host: string,
): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body });
    });
    socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}
