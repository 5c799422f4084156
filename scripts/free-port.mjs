/** A free TCP port on `host`, for the local servers the bench and the Lighthouse run start. */
import { createServer } from "node:net";

export function freePort(host = "127.0.0.1") {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}
