/**
 * How long a kept-alive socket may idle before the client closes it: below
 * the 5 s after which a Node server (and the proxy) closes it, so a request
 * is never written into a socket the other side is closing at that moment —
 * a POST lost that way fails with "socket hang up" / ECONNRESET. Node's agent
 * has no idle limit unless one is set (it only lowers a set one to the
 * server's Keep-Alive hint).
 */
export const IDLE_SOCKET_MS = 4_000;
