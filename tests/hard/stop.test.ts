/**
 * A stop (SIGTERM: a deploy, a restart) ends the server even while browsers hold connections on
 * which they have asked nothing yet (Chromium opens some ahead of need): it waits a moment for
 * requests under way, not for those connections' own timeouts.
 */
import net from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, startChild, type ChildServer } from "./support/child-server";

let server: ChildServer | undefined;
let dataDir: string | undefined;
const sockets: net.Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function openSilentConnection(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
    sockets.push(socket);
  });
}

it("stops within seconds while connections on which nothing was asked stay open", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-stop-"));
  server = await startChild({ dataDir, port: await freePort() });
  // A page served, its connection kept alive, and three connections opened ahead of need.
  expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
  for (let i = 0; i < 3; i++) await openSilentConnection(server.port);

  const started = Date.now();
  await server.stop();
  // The server's own timeouts would hold it for a minute; the grace for requests is 5 s.
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(server.process.exitCode).toBe(0);
}, 60_000);
