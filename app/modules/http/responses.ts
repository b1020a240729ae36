/** A short plain-text answer (errors of resource routes and the Worker entry); the text is never HTML. */
export function plainText(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}
