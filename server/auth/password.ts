/**
 * Password hashing with scrypt (OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1), the
 * parameters stored with each hash so they can be raised later, compared in constant time.
 *
 * Every scrypt runs on a small pool of threads of its own (scrypt-worker.mjs), never on libuv's
 * thread pool: four threads that file reads, compression and sharp share, which thirty sign-ins
 * at once used to fill for many seconds. At most `size` checks run at once and a few wait;
 * beyond that a sign-in is refused with 503 and Retry-After before any work is done (`admit`).
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from "node:crypto";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { ServiceBusy } from "../errors";

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

interface Job {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

export class ScryptPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private admitted = 0;
  private readonly workerUrl = new URL("./scrypt-worker.mjs", import.meta.url);

  constructor(
    /** Checks that run at once. */
    readonly size: number,
    /** Checks that may wait for a thread; more are refused. */
    readonly queueLimit: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Admits one more sign-in, or refuses it at once when as many are in progress as the threads
   * and the queue can take: a crowd is turned away before it costs a database write or a thread.
   * Returns the function that ends the admission.
   */
  admit(): () => void {
    if (this.admitted >= this.size + this.queueLimit) {
      throw new ServiceBusy("Many sign-ins are being checked right now. Please try again in a moment.", 2);
    }
    this.admitted++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.admitted--;
    };
  }

  scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { password: password.normalize("NFKC"), salt, keylen, options, resolve, reject };
      const thread = this.threads.find((t) => t.job === null) ?? (this.threads.length < this.size ? this.spawn() : null);
      if (thread) return this.start(thread, job);
      if (this.waiting.length >= this.queueLimit) {
        return reject(new ServiceBusy("Many sign-ins are being checked right now. Please try again in a moment.", 2));
      }
      this.waiting.push(job);
    });
  }

  /** Stops the threads; checks still waiting are refused. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new ServiceBusy("The server is shutting down.", 5));
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private spawn(): Thread {
    const thread: Thread = { worker: new Worker(this.workerUrl), job: null };
    thread.worker.on("message", (message: { key?: Uint8Array; error?: string }) => {
      const job = thread.job;
      thread.job = null;
      if (message.key) job?.resolve(Buffer.from(message.key));
      else job?.reject(new Error(message.error ?? "scrypt failed"));
      this.next(thread);
    });
    const lost = (error: Error) => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      thread.job?.reject(error);
      thread.job = null;
      const job = this.waiting.shift();
      if (job) this.start(this.spawn(), job);
    };
    thread.worker.on("error", lost);
    thread.worker.on("exit", (code) => {
      if (this.threads.includes(thread)) lost(new Error(`the password thread stopped (${code})`));
    });
    // An idle thread does not keep the process alive.
    thread.worker.unref();
    this.threads.push(thread);
    return thread;
  }

  private start(thread: Thread, job: Job) {
    thread.job = job;
    thread.worker.ref();
    const { password, salt, keylen, options } = job;
    thread.worker.postMessage({ id: 0, password, salt, keylen, options });
  }

  private next(thread: Thread) {
    const job = this.waiting.shift();
    if (job) return this.start(thread, job);
    thread.worker.unref();
  }
}

/**
 * One check at a time on a machine of two cores or fewer (the other core serves the site), two
 * on larger ones; eight may wait, about three seconds' worth.
 */
export const passwordChecks = new ScryptPool(Math.max(1, Math.min(2, os.availableParallelism() - 1)), 8);

function options(N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below the OWASP minimum.
  return { N, r, p, maxmem: 256 * N * r };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await passwordChecks.scrypt(password, salt, KEY_LENGTH, options(PARAMS.N, PARAMS.r, PARAMS.p));
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64");
  const actual = await passwordChecks.scrypt(
    password,
    Buffer.from(saltText, "base64"),
    expected.length,
    options(Number(n), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/** A hash to check against when the email is unknown, so that case costs the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  dummy.catch(() => (dummy = null));
  return dummy;
}
