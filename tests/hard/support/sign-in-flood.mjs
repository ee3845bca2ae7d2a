// A crowd signing in, from a process of its own so that its work does not slow the test's own
// measurements: `node sign-in-flood.mjs <port> <seconds> <parallel>` keeps that many sign-ins in
// flight, each from its own address (X-Forwarded-For, for a server that trusts this machine as its
// proxy) for its own account, then prints how many got each status, as JSON.
import http from "node:http";

const [port, seconds, parallel] = process.argv.slice(2).map(Number);
const until = Date.now() + seconds * 1000;
const statuses = {};
let next = 0;

function signIn(i) {
  const body = JSON.stringify({ email: `crowd${i}@site.test`, password: "not the password" });
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/login",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      },
    );
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

async function worker() {
  while (Date.now() < until) {
    const status = await signIn(next++);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: parallel }, worker));
process.stdout.write(JSON.stringify(statuses));
