import { configureBaseQuery } from 'shared-domain/api/base-query';

/**
 * Points the one api at canned answers (path → JSON body, or a status) for the cases the real
 * content never has: null data, failures. Validation is off so a deliberately broken answer
 * reaches the page as it would from a broken server.
 */
export function fakeApi(answers: Record<string, unknown | { status: number; body: unknown }>) {
  const fetchFn = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api/, '');
    const answer = answers[path];
    if (answer === undefined) return new Response(JSON.stringify({ error: 'Not Found', message: `no fake for ${path}` }), { status: 404 });
    const { status, body } =
      typeof answer === 'object' && answer !== null && 'status' in answer
        ? (answer as { status: number; body: unknown })
        : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as typeof fetch, validate: false });
}
