import http from 'node:http';

// A server-sent event stream read over real HTTP, as a browser's EventSource would (tests of the live view). node:http
// rather than fetch: a test picks the loopback address the client comes from (127.0.0.2, …), so the server's caps per
// address see several clients on one machine.

export type OpenedStream = {
  status: number;
  /** A refusal's JSON body; '' for an open stream. */
  body: string;
  /** Everything the stream said so far. */
  text: () => string;
  /** How many 'changed' events it has said. */
  changed: () => number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded: () => boolean;
  close: () => void;
};

export function openEventStream(origin: string, path: string, localAddress = '127.0.0.1'): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${path}`, { localAddress, agent: false }, (res) => {
      let text = '';
      let done = false;
      res.setEncoding('utf8');
      const ended = new Promise<void>((end) => {
        res.on('end', () => {
          done = true;
          end();
        });
        res.on('close', () => {
          done = true;
          end();
        });
      });
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', () => undefined);
      const stream: OpenedStream = {
        status: res.statusCode ?? 0,
        body: '',
        text: () => text,
        changed: () => text.match(/event: changed/g)?.length ?? 0,
        ended,
        isEnded: () => done,
        close: () => req.destroy(),
      };
      if (res.statusCode === 200) return resolve(stream);
      void ended.then(() => resolve({ ...stream, body: text }));
    });
    req.on('error', reject);
  });
}
