/** A short plain-text answer (errors of resource routes and the Worker entry); the text is never HTML. */
export function plainText(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/**
 * The response with `change` made to its headers: in place when they can be changed (responses built by
 * this Worker), else on a copy (redirects and fetched responses have immutable headers). Copying is kept
 * for those because a copy turns a fixed-length body into a stream, which the runtime then sends chunked.
 */
export function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(response.body, response);
    change(copy.headers);
    return copy;
  }
}
