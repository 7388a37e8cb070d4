// What stands between the storefront and the backend worker in the remote fault tests: a plain HTTP
// proxy on the port the storefront's UPSTREAM_ORIGIN names, which forwards every call as it came
// (over a real socket, redirects and cookies untouched), or answers slowly, or answers 500, or stops
// listening altogether (the storefront then meets a refused connection, as when the backend is down).
import http from "node:http";
import type { Socket } from "node:net";

/** The backend's behaviour: as it is, each answer held so long first, or a 500 for everything. */
export type UpstreamFault = { kind: "none" } | { kind: "slow"; ms: number } | { kind: "fail" };

export class UpstreamSwitch {
  fault: UpstreamFault = { kind: "none" };
  private server: http.Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly port: number,
    private readonly backend: URL,
  ) {}

  /** Starts listening (again): the backend is reachable. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer((request, response) => void this.answer(request, response));
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  /** Stops listening and drops every open connection: the backend is gone mid-journey. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const fault = this.fault;
    if (fault.kind === "fail") {
      response.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>");
      return;
    }
    if (fault.kind === "slow") await new Promise((resolve) => setTimeout(resolve, fault.ms));
    // The storefront gave up meanwhile (its timeout): nothing to answer.
    if (response.destroyed) return;
    const forwarded = http.request(
      {
        host: this.backend.hostname,
        port: this.backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  }
}
